import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'should-b2b-companies-ungate-content',
  title: 'Should B2B Companies Ungate Their Content?',
  excerpt:
    'The gated ebook was the backbone of B2B lead generation for years. As buyers grow more guarded and AI tools summarize the open web, it is worth asking what gates still earn.',
  description:
    'Our view on gated versus ungated B2B content: what gates cost in reach and trust, where they still make sense and how to measure an ungated program honestly.',
  author: 'strategy-team',
  date: '2025-09-16',
  category: 'digital-marketing-trends-and-thought-leadership',
  body: `For more than a decade, the standard B2B playbook went like this: write an ebook or report, put it behind a form, count the downloads as leads and pass them to sales. It was measurable and easy to explain to leadership. It also produced a great many leads who had no idea they had become leads, and sales teams learned to ignore them.

Buyer behavior has shifted since that playbook took hold. Technical buyers research independently for longer, share material in private channels, and use fake or personal email addresses to avoid follow-up. AI assistants increasingly answer questions by drawing on openly available pages. In that environment, it is fair to ask whether gates still pay for themselves.

Our view: gate far less than most B2B companies do, and gate deliberately when you do.

## What a gate really costs

A form in front of content has costs that do not show up in a download report:

- **Reach.** Many visitors leave rather than fill in the form. The ones who would have read, learned and remembered you are lost.
- **Discoverability.** Search engines and AI tools cannot index or cite what sits behind a form, so your best thinking stays invisible in the places buyers now start research.
- **Trust.** Security and technology buyers are wary of handing over details. A gate on a thin asset signals that you value their email more than their time.
- **Sales time.** Following up with people who downloaded a report, often months before any buying need, wears out reps and annoys prospects.

## Where gates still make sense

Gating is not always wrong. It works when the exchange is fair and the intent is real:

- Substantial original research or tools that took real investment and offer something unavailable elsewhere
- Assets that require a relationship, such as custom assessments, benchmarks against peers or trial environments
- Events and webinars, where registration is part of the experience
- Content for an audience already in a conversation with you, where a login is natural

A practical middle ground is to publish a substantial, useful summary openly and offer the full asset, templates or raw data behind a short form. Readers can judge the value before they trade anything. For an example of the kind of substantial asset that justifies a short form, see our [free cybersecurity marketing ebook](/free-cybersecurity-ebook).

## How to measure an ungated program

The most common objection to ungating is measurement: without forms, how do you prove the content works? The answer is to measure influence rather than capture:

- Engagement with key content from target accounts and roles, using analytics and account-level tools
- The share of demo requests and opportunities where contacts viewed content beforehand
- Self-reported attribution on demo forms, where prospects name articles, reports or authors
- Newsletter subscriptions, which are a genuine opt-in to hearing more

These signals are less tidy than a download count, but they track what actually happens in a buying process. Our post on [GA4 and attribution for long B2B sales cycles](/blog/ga4-attribution-for-long-b2b-sales-cycles) explains how to set them up.

## Change the conversation with sales

Ungating works best when marketing and sales agree on what counts. Instead of handing over download lists, marketing reports which target accounts are engaging and with which topics. Sales uses that context for timing and relevance, rather than treating every reader as a lead to call.

## Try it on one asset first

You do not need to remove every form at once. Pick one gated asset with steady traffic, publish it openly with an optional newsletter sign-up, and compare the results over a quarter: reach, engagement from target accounts and influence on pipeline. Let the data make the case.

If you want help reshaping your content program around this approach, our [digital marketing strategy](/services/digital-marketing-strategy) team works through these decisions with clients regularly.`,
};

export default post;
