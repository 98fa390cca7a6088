import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'ga4-attribution-for-long-b2b-sales-cycles',
  title: 'GA4 and Attribution for Long B2B Sales Cycles',
  excerpt:
    'Google Analytics 4 was built around sessions and events, while B2B deals unfold over months across a buying committee. Here is how to set it up so it tells you something useful anyway.',
  description:
    'How to configure GA4 for B2B sales cycles that last months: key events, UTM discipline, CRM connection and self-reported attribution alongside the data.',
  author: 'strategy-team',
  date: '2025-08-12',
  category: 'marketing-analytics-and-data-insights',
  body: `Web analytics tools are at their best when the path from first visit to purchase is short and happens in one browser. B2B technology sales rarely work that way. A security architect reads a blog post on a work laptop, a colleague watches a webinar a month later, the CISO visits the pricing page from a phone, and the deal closes after a procurement process that never touches the website.

Google Analytics 4 cannot follow all of that on its own, and no analytics tool can. But a careful setup, connected to your CRM, gives a much clearer picture than the default installation most companies run.

## Define the events that matter

GA4 records many interactions automatically, but it does not know which ones matter to your business. Decide on a short list of meaningful actions and mark them as key events:

- Demo and contact requests
- Trial or sandbox sign-ups
- Content downloads and webinar registrations
- Visits to high-intent pages such as pricing, integrations or security documentation

Keep the list short. When everything is a key event, reports stop meaning anything. Name events consistently and document them, so the next person to touch the setup understands it.

## Be strict about UTMs

Attribution starts with knowing where visits came from. Every link you control in email, paid media, social posts and partner placements should carry UTM parameters that follow a written convention: lower-case, agreed source and medium values, and campaign names that match your campaign list. One inconsistent "LinkedIn" versus "linkedin" splits your reporting in two.

Also check your default channel groupings. GA4 sorts traffic into channels using rules, and custom sources such as a partner newsletter may land in "Unassigned" unless you tag them properly.

## Pass the source into the CRM

The website sees the first part of the journey; the CRM sees the rest. Connect them by capturing the original source, medium and campaign with every form submission, stored on the contact and carried to the opportunity. Most marketing automation platforms can do this with hidden form fields or native tracking.

Once source data lives in the CRM, you can report on what matters: which channels and campaigns produce qualified opportunities and revenue, not just form fills. Our post on [choosing a marketing automation platform](/blog/choosing-a-marketing-automation-platform) covers why a clean CRM connection matters so much.

## Choose an attribution view, and know its limits

GA4's data-driven attribution spreads credit across touchpoints based on observed paths, and it offers last-click as an alternative. Both only see tracked, consented web interactions, so both undercount channels that work out of sight: podcasts, word of mouth, private messages, conferences and LinkedIn posts read without a click.

For B2B, we recommend keeping several views side by side rather than searching for a single true model:

- **First touch** in the CRM, to see which channels introduce new accounts
- **Last touch before conversion**, to see what prompts action
- **Self-reported attribution**, from a required open-text question on the demo form: "How did you hear about us?"

Self-reported answers are messy, but they regularly reveal channels that analytics misses entirely.

## Respect consent, and report on pipeline

Consent banners, browser privacy features and ad blockers mean a meaningful share of visits will never be measured. Configure consent mode correctly, do not try to work around visitors' choices, and treat your analytics as a large sample rather than a complete record. Trends over time remain reliable even when totals are not.

The point of all this is a report leadership can act on: which investments create qualified pipeline, and how long they take to do it. Our post on [building a marketing dashboard leadership trusts](/blog/marketing-dashboard-leadership-trusts) covers what that report should contain. If you want your GA4 and CRM setup audited, our [digital marketing strategy](/services/digital-marketing-strategy) team can help.`,
};

export default post;
