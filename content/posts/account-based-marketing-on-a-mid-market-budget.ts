import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'account-based-marketing-on-a-mid-market-budget',
  title: 'Account-Based Marketing on a Mid-Market Budget',
  excerpt:
    'Account-based marketing is often sold as an enterprise program with enterprise software. Mid-market tech companies can run a focused version with the tools they already have.',
  description:
    'How mid-market B2B tech companies can run account-based marketing without enterprise software: a tight account list, tiered effort, sales alignment and clear signals.',
  author: 'paid-media-team',
  date: '2026-01-20',
  category: 'b2b-marketing-and-lead-generation',
  body: `Account-based marketing, or ABM, flips the usual funnel. Instead of attracting as many leads as possible and filtering for the good ones, you choose the companies you most want as customers and focus marketing and sales effort on them. For B2B technology companies with large deal sizes and a well-defined market, the logic is compelling.

The way ABM is often sold, with dedicated platforms, intent data subscriptions and custom direct mail for every account, puts it out of reach for many mid-market teams. It does not have to. The core of ABM is focus and coordination, and both are free. Here is how we run it for clients with modest budgets.

## Choose fewer accounts than you think

The most common mistake is an account list that is far too long. A list of two thousand companies is not account-based; it is a targeted database. Start with a number your sales team can genuinely work, often somewhere between fifty and a few hundred accounts.

Build the list with sales, using evidence from your best current customers:

- Industry, size and region where you already win and retain customers
- Technology signals, such as the cloud platforms, security tools or systems you integrate with
- Trigger events, such as new security leadership, funding, expansion or a compliance deadline
- Existing relationships, including past opportunities and contacts who have engaged before

## Tier your effort

Not every account deserves the same investment. A simple three-tier model keeps the work manageable:

- **Tier one**, a small group of the highest-value accounts, gets personalized research, tailored content and coordinated outreach from named reps.
- **Tier two** gets programs tailored by industry or use case, with lighter personalization.
- **Tier three** gets targeted advertising and standard nurture, watched for signs that an account is warming up.

Move accounts between tiers as signals change.

## Use the channels you already have

You do not need a specialist platform to reach a defined list of companies. LinkedIn's matched audiences let you upload a company list and target people by role within those companies. Google and other ad networks support customer lists for retargeting. Your marketing automation platform and CRM can track engagement by account if records are linked properly.

For content, focus on depth rather than volume. A strong industry-specific guide, a relevant case study and a landing page that speaks to a particular vertical will serve many accounts in a tier. Our [PPC advertising](/services/ppc-advertising) team often builds campaign structures around exactly these tiers.

## Align with sales every week

ABM fails when marketing runs campaigns and sales never hears about them. Agree on a short weekly rhythm: which accounts showed engagement, what content they consumed, who is reaching out and with what message. Shared visibility in the CRM matters more than any tool.

Give sales materials they can use directly: short emails referencing the content an account engaged with, talking points for each tier and a one-page summary of each tier one account.

## Measure accounts, not leads

Lead counts are the wrong yardstick for ABM. Track progress at the account level:

- The share of target accounts with engaged contacts in relevant roles
- The number of target accounts that move to a sales conversation or opportunity
- Pipeline and revenue from the target list compared with the rest of the business
- Deal size and sales cycle length for target accounts

Expect ABM to take several quarters to show its full effect. When you sell to security teams, combine this approach with the principles in [marketing to CISOs](/blog/marketing-to-cisos). For help choosing accounts and building the first program, our [digital marketing strategy](/services/digital-marketing-strategy) team is a good place to start.`,
};

export default post;
