import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'conversion-optimization-for-low-traffic-sites',
  title: 'Conversion Optimization for Low-Traffic B2B Websites',
  excerpt:
    'Classic A/B testing needs more traffic than most B2B sites will ever get, but that is no reason to guess. Here is how to improve conversion with research, judgment and careful measurement.',
  description:
    'How B2B sites with modest traffic can improve conversion without classic A/B tests: qualitative research, bold changes, before-and-after tracking and sales feedback.',
  author: 'strategy-team',
  date: '2026-08-18',
  category: 'conversion-rate-optimization',
  body: `Conversion rate optimization advice is usually written for high-traffic consumer sites, where thousands of visitors a day make it possible to test a button color and reach a reliable answer within a week. Many B2B technology websites receive a few thousand visitors a month and a few dozen demo requests. At that scale, a classic A/B test on a small change can take many months to reach a trustworthy result, if it ever does.

The answer is not to stop optimizing. It is to change the method: rely more on research and judgment, make changes large enough to matter, and measure them honestly. This is how we work with lower-traffic B2B clients.

## Understand why people do not convert

With little traffic, you cannot afford to test random ideas. Spend the effort up front understanding what stops visitors. Qualitative research gives strong signals even from small numbers:

- **Session recordings and heatmaps** show where visitors hesitate, scroll past key content or abandon forms.
- **Sales and customer interviews** reveal the questions and doubts prospects had before they reached out.
- **On-page surveys** with a single question, such as "What is stopping you from booking a demo today?", surface objections directly.
- **Usability tests** with five or so people who match your buyer uncover most of the obvious problems on a page.

Look for patterns that appear more than once. Those become your list of problems to solve.

## Make changes big enough to detect

Small tweaks produce small effects, and small effects disappear into noise on low-traffic pages. Focus on substantial changes that address a real objection: a rewritten headline and value proposition, a page restructured around the buyer's questions, a much shorter form, added proof near the call to action, or a new way to convert such as an embedded scheduler.

Prioritize the pages closest to revenue: demo request, pricing, contact and the product pages that lead to them. Our guide to [landing pages for demo requests](/blog/landing-pages-for-demo-requests) lists the elements we check first.

## Measure before and after, carefully

Without a controlled test, you can still measure change responsibly. Record a baseline for several weeks before the change, then compare a similar period afterward. Keep a log of everything else that changed in the meantime, such as campaigns, seasonality, pricing or press coverage, because any of these can move the numbers.

Some practical safeguards:

- Compare conversion rates, not raw counts, and look at results by traffic source.
- Use longer windows, such as eight weeks, to smooth out normal variation.
- Watch lead quality as well as volume, since a shorter form can bring more but weaker leads.
- Be wary of drawing conclusions from a handful of conversions.

## Test where traffic allows

Some parts of a B2B funnel do have enough volume for proper testing. Paid campaigns can split traffic between landing page variants, and email programs can test subject lines and offers across large lists. Use these higher-volume channels to test messages, then apply what wins to the lower-traffic pages of the site.

## Close the loop with sales

On a low-traffic site, every conversion is worth examining. Ask sales to note whether new leads seem better or worse qualified after a change, which questions they still ask on first calls and which pages prospects mention. That feedback often tells you more than any dashboard.

Improving conversion this way takes patience, but each change is grounded in evidence about your own buyers. If you want a research-led review of your key pages, our [web design](/services/web-design) team runs conversion audits for B2B sites, and our [visibility optimization](/services/visibility-optimization) work helps bring more of the right visitors to them.`,
};

export default post;
