import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'landing-pages-for-demo-requests',
  title: 'Designing Landing Pages That Earn B2B Demo Requests',
  excerpt:
    'A demo request asks a busy buyer to give up an hour and invite a sales conversation, so the landing page has to make that trade feel worth it. Here is what we put on the page, and what we take off.',
  description:
    'What a B2B demo request landing page needs: a clear promise, proof, an honest description of the demo, a short form and fast scheduling after the submit.',
  author: 'design-team',
  date: '2025-05-20',
  category: 'conversion-rate-optimization',
  body: `The demo request is the most important conversion on most B2B technology websites, and often the most neglected page. Many companies route paid traffic to a generic contact form, or to a page that repeats the homepage and ends with a button. Then they wonder why cost per demo keeps climbing.

A visitor considering a demo is weighing a real cost: an hour of their time, a follow-up sequence and probably a sales process. The page's job is to make that cost feel small and the value feel clear. These are the elements we design around.

## Say exactly what the demo is

The most common gap we find is vagueness about the demo itself. Visitors want to know what happens after they click. Answer the obvious questions on the page:

- How long is the call, and is it live or recorded?
- Who will they talk to, a sales rep or a solutions engineer?
- Will it be tailored to their environment, or a standard walkthrough?
- Is pricing discussed, and is there a trial afterwards?

Even a short line such as "A 30-minute call with a solutions engineer, tailored to your stack, with pricing if you want it" removes hesitation.

## Match the promise to the source

A visitor arriving from an ad about cloud compliance should land on a page about cloud compliance, not a generic product pitch. Keep the headline, language and proof consistent with the ad or email that brought them. For paid programs this alone often improves conversion, and it helps ad quality scores too. Our [PPC advertising](/services/ppc-advertising) team builds variant pages for each major campaign theme for this reason.

A focused page converts better, too. Full site navigation, several competing calls to action and long feature tours all pull attention away from the one decision the page asks for. Keep a simple header, one primary action and enough detail to answer objections, nothing more.

## Put proof next to the form

Buyers look for reassurance at the moment they decide. Place proof close to the call to action, not at the bottom of a long scroll:

- Logos of recognizable customers in the visitor's industry, with permission
- One short, specific customer quote naming a result
- Relevant certifications or compliance badges for security-minded buyers
- A brief note on privacy: what you will do with their details

## Keep the form short, then qualify later

Every field on a demo form costs some conversions, and long forms hit the people you most want, senior buyers with little patience. Ask for what sales truly needs to route the request: name, work email, company and perhaps one qualifying question such as team size or primary use case. Use enrichment tools and the conversation itself for the rest.

Inline validation, clear error messages and a form that works well on a phone matter more than clever design. Many first visits happen on mobile, even for enterprise software.

## Make the moment after the submit count

The confirmation screen is part of the landing page. A plain "thanks, we will be in touch" wastes the visitor's peak intent. Better options, roughly in order of impact:

- Let qualified visitors book a time on the spot with an embedded scheduler
- Tell them exactly when and how they will hear back, and keep that promise
- Offer a useful next resource, such as a short recorded demo or an architecture overview

Speed matters here. A request answered within minutes is far more likely to become a meeting than one answered the next day.

When traffic is limited, you may not be able to A/B test each change; our post on [conversion optimization for low-traffic sites](/blog/conversion-optimization-for-low-traffic-sites) covers how to improve anyway. If you want a landing page system designed around your demo funnel, talk to our [web design](/services/web-design) team.`,
};

export default post;
