import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'marketing-to-cisos',
  title: 'Marketing to CISOs: What Security Leaders Want From Vendors',
  excerpt:
    'Chief information security officers are among the most marketed-to people in business, and among the most skeptical. Earning their attention takes restraint, evidence and respect for their time.',
  description:
    'How cybersecurity vendors can market to CISOs without adding noise: lead with risk, show evidence, reach the wider team and respect a skeptical, busy audience.',
  author: 'strategy-team',
  date: '2025-04-22',
  category: 'b2b-marketing-and-lead-generation',
  body: `Ask a CISO about vendor marketing and you will usually hear some version of the same complaint: too many emails, too many claims, not enough substance. Security leaders are targeted by a crowded market, they are trained to be skeptical, and they answer to boards that want fewer tools, not more.

That does not make them impossible to reach. It means the tactics that work on less scrutinized audiences tend to backfire here. After years of working with cybersecurity companies, these are the principles we hold to.

## Lead with risk and outcomes, not features

A CISO's job is to reduce risk to the business at a cost the business accepts. Your messaging should start there. Instead of listing detection engines and integrations, explain which risk you reduce, how you measure that reduction, and what it takes to get there.

Useful framing questions for your own copy:

- Which incident, audit finding or board question makes someone look for a product like yours?
- What does the CISO have to report upward, and how does your product make that report easier or more credible?
- What does deployment cost in people and time, not just license fees?

Answer those plainly on your site and in your campaigns, and you will stand out from vendors who open with superlatives.

## Replace claims with evidence

Security leaders discount adjectives. Words like "next-generation", "unbreakable" and "AI-powered" do little on their own. What earns attention is evidence they can check:

- Independent test results, certifications and third-party assessments, with links to the source
- Architecture diagrams and documentation that a security engineer can read without a sales call
- Customer stories with real specifics: environment size, what changed, what was hard
- Clear statements about how you handle their data, including where it lives and who can access it

If a claim cannot be backed up, cut it. One overstated claim makes a skeptical reader doubt everything else on the page.

## Market to the team around the CISO

CISOs rarely find vendors alone. Security architects, engineers and analysts evaluate tools, read the technical content and bring options forward. Procurement, legal and IT operations weigh in later. Your content should serve each of them: deep technical material for practitioners, concise risk and cost summaries for the CISO, and ready answers to security questionnaires for procurement.

This is also why practitioner-focused channels matter. Technical blog posts, conference talks, open-source tools and community participation build credibility with the people the CISO trusts. We cover one of those channels in our post on [LinkedIn strategy for cybersecurity brands](/blog/linkedin-for-cybersecurity-brands).

## Respect their time and their inbox

Aggressive outbound sequences are the fastest way to get blocked by an entire security team. A few habits that keep you on the right side:

- Keep cold outreach short, specific and relevant to a stated problem. Stop after a few messages.
- Make gated content worth the trade, or ungate it. A CISO who hands over an email address for a thin PDF will not do it twice.
- Offer ways to evaluate without a sales call: recorded demos, sandbox environments, documentation.
- Never use fear tactics built on recent breaches at named companies. It reads as opportunism.

## Measure influence, not just leads

Enterprise security deals take months and involve many people, so a single form fill is a poor measure of a campaign. Track engagement from target accounts, the roles involved, and whether content shows up in deals that progress. That approach is covered in more depth in our [B2B search engine optimization](/services/b2b-search-engine-optimization) and strategy work.

For a longer treatment of how security brands can build trust through marketing, download our [free cybersecurity marketing ebook](/free-cybersecurity-ebook).`,
};

export default post;
