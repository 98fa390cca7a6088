import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'marketing-dashboard-leadership-trusts',
  title: 'Building a Marketing Dashboard Leadership Trusts',
  excerpt:
    'A dashboard earns trust when its numbers match the CRM, its definitions are written down and it answers the questions leadership actually asks. Here is how we build one.',
  description:
    'How to build a B2B marketing dashboard that executives trust: pipeline-first metrics, shared definitions, one source of truth, leading indicators and honest context.',
  author: 'strategy-team',
  date: '2026-06-09',
  category: 'marketing-analytics-and-data-insights',
  body: `Most marketing teams have plenty of data and too little credibility with it. The monthly report shows traffic up, engagement up and leads up, while the sales leader says pipeline is thin and the finance lead wonders what the budget bought. When marketing numbers and sales numbers disagree, leadership believes sales.

A trusted dashboard is less about visualization and more about agreement: on which questions matter, what each number means and where it comes from. These are the principles we use when we build reporting for B2B technology clients.

## Start from leadership's questions

Before choosing a single chart, ask the executives who will read the dashboard what decisions they need to make. In our experience, the questions are almost always versions of these:

- Is marketing creating enough qualified pipeline to hit next quarter's targets?
- Which investments are working, and which should we cut or grow?
- Are we reaching the accounts and roles that matter?
- How efficiently are we spending, compared with last quarter and last year?

Every metric on the dashboard should help answer one of them. Anything else belongs in a working report for the marketing team, not in front of leadership.

## Agree on definitions and write them down

Arguments about numbers are usually arguments about definitions. What counts as a marketing-qualified lead? When does a lead become an opportunity? Does pipeline mean total opportunity value, or only opportunities past a certain stage? Is a demo request from an existing customer new pipeline?

Agree on each definition with sales and finance, write it in a short glossary, and link that glossary from the dashboard itself. When someone disputes a number, the conversation moves from opinion to definition, which is much easier to settle.

## Use one source of truth for revenue metrics

Pipeline and revenue numbers should come from the CRM, the system sales and finance already trust, not from the marketing automation platform or analytics tool. Web analytics is excellent for understanding behavior on the site, but it should not be the source of revenue figures.

This depends on clean data: source and campaign captured with every lead and carried to the opportunity, consistent lifecycle stages and regular deduplication. Our post on [GA4 and attribution for long B2B sales cycles](/blog/ga4-attribution-for-long-b2b-sales-cycles) covers how to get source data into the CRM in the first place.

## Balance lagging and leading indicators

Revenue is the ultimate measure, but in a B2B business with long sales cycles it arrives months after the marketing that influenced it. Leadership also needs indicators that move sooner. A balanced dashboard usually includes:

- **Outcomes**: marketing-sourced and marketing-influenced pipeline and revenue, by quarter
- **Conversion**: rates between key stages, such as lead to meeting and meeting to opportunity
- **Leading signals**: engaged target accounts, demo requests and high-intent page visits
- **Efficiency**: cost per opportunity and spend by channel

Keep the top level to around eight to twelve numbers, with the option to drill down.

## Add context and review on a rhythm

A number without context invites the wrong conclusion. Show trends over time and comparisons with targets rather than isolated values. Add short written notes each month: what changed, why, and what the team is doing about it. Be candid about what the data cannot show, such as the influence of events, word of mouth or dark social, rather than pretending to precision you do not have.

A dashboard earns trust through use. Review it with sales and leadership on a fixed schedule, monthly for most companies, and adjust it when the questions change. Retire metrics nobody uses.

If your reporting has drifted away from what leadership needs, our [digital marketing strategy](/services/digital-marketing-strategy) team can help rebuild it around pipeline, or [get in touch](/contact) to talk it through.`,
};

export default post;
