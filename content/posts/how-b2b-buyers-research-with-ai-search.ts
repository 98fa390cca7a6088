import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'how-b2b-buyers-research-with-ai-search',
  title: 'How B2B Buyers Research With AI Search, and What It Means for You',
  excerpt:
    'Technical buyers increasingly start research by asking an AI assistant rather than scanning a page of links. Here is what that changes for B2B marketing, and what it does not.',
  description:
    'How AI assistants and AI search results change B2B buyer research, and what tech marketers should do: clear answers, citable evidence, brand demand, measurement.',
  author: 'seo-team',
  date: '2026-10-27',
  category: 'digital-marketing-trends-and-thought-leadership',
  body: `Not long ago, a security engineer researching a new tool would type a query into a search engine, open several tabs and compare vendor pages, reviews and forum threads. Today, the same engineer is likely to ask an AI assistant to explain the category, list the main vendors and summarize the tradeoffs, then click through only to check a few details. Search engines now show AI-written summaries above many results, too.

For B2B marketers, this raises an uncomfortable question: if buyers get their answers without visiting your site, how do you influence the decision? Our view is that the fundamentals matter more than ever, but a few priorities have shifted.

## What has actually changed

Three changes stand out in how technical buyers research:

- **Early questions get answered without a click.** Definitions, comparisons and "what is" questions are increasingly resolved inside the assistant or the results page. Traffic to purely introductory content tends to fall.
- **Shortlists are shaped by what AI tools can find and cite.** If your product, its use cases and its differences are not clearly described on public pages, an assistant is less likely to mention you.
- **Visits that do happen come later and with more intent.** Buyers who click through have usually already narrowed their options, so the pages they land on need to help them decide.

What has not changed is that buyers still verify. Technical evaluators check documentation, pricing, security practices and customer evidence before they commit, and they still talk to peers.

## Write pages that answer clearly

AI systems draw on content that states things plainly. Pages that bury the answer under introductions, marketing phrases and vague claims are harder to summarize accurately. Useful habits:

- Put a direct answer to the page's main question near the top, then add depth below it.
- Describe your product in concrete terms: what it does, who it is for, what it integrates with and where its limits are.
- Use clear headings that match the questions buyers ask.
- Keep key facts consistent across your site, documentation and third-party profiles, so different sources agree.

Technical foundations still matter, since AI tools rely on pages they can crawl and read; our post on [technical SEO for SaaS documentation sites](/blog/technical-seo-for-saas-documentation-sites) covers common problems.

## Give the tools something worth citing

Assistants tend to cite sources that add something: original research, specific data, clear explanations and well-structured comparisons. Generic articles rewritten from other articles add nothing the model does not already have. Investing in genuinely original material, written with your own experts, is both a better search strategy and a better brand strategy.

Your presence beyond your own site matters as well. Reviews, analyst coverage, community discussions, conference talks and partner pages all shape how your company is described.

## Build demand that does not depend on clicks

If fewer buyers pass through your website during early research, brand becomes more important. A buyer who already knows and trusts your name is more likely to ask an assistant about you specifically, and to recognize you when you appear in an answer. Newsletters, LinkedIn, events and experts with a public voice all build that familiarity directly.

## Adjust how you measure

Expect organic traffic to some informational pages to decline even as your influence holds. Track signals that reflect the new pattern: branded search volume, direct traffic, self-reported attribution on demo forms that mentions AI tools, referrals from AI assistants in analytics, and the quality of visits to decision-stage pages.

AI search rewards the same things good B2B marketing always has: clarity, evidence and a reputation people recognize. To see where your site stands, our [visibility optimization](/services/visibility-optimization) service reviews how your brand appears in both traditional and AI-driven search.`,
};

export default post;
