import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'keyword-research-for-niche-b2b-categories',
  title: 'Keyword Research When Your B2B Category Has Almost No Search Volume',
  excerpt:
    'Keyword tools report zero searches for many specialist B2B terms, yet people are searching. Here is how we find and prioritize topics in thin markets.',
  description:
    'How to do keyword research for niche B2B and cybersecurity categories where tools show near-zero volume: problem-first topics, sales input and intent over volume.',
  author: 'seo-team',
  date: '2025-03-25',
  category: 'seo-strategies-and-best-practices',
  body: `Run a new security or infrastructure product category through a keyword tool and you will often see the same discouraging result: a handful of terms, each with an estimated volume of zero to fifty searches a month. Teams conclude that SEO will not work for them and move the budget elsewhere.

That conclusion is usually wrong. Keyword tools estimate volume from samples and clickstream data, and they are weakest exactly where B2B niches live: long, specific, technical queries typed by a small number of people who each represent a large deal. Ten searches a month from security architects at target accounts can be worth more than ten thousand from students.

## Start with problems, not product names

Buyers rarely search for the name of a category they have not heard of yet. They search for the problem in front of them, in their own words. A team struggling with alert fatigue searches for ways to reduce false positives in their SIEM, not for the vendor's preferred category label.

So the first list we build is a list of problems, written the way practitioners describe them. Good sources:

- Sales call recordings and notes, especially the first few minutes where prospects explain why they took the call
- Support tickets and onboarding questions from existing customers
- Community forums, subreddits and open-source issue trackers where your buyers ask each other for help
- RFP questions and security questionnaires your team has answered

Each problem becomes a candidate topic, regardless of what the keyword tool says about it.

## Use tools for shape, not for truth

Keyword tools are still useful, just for different jobs. Use them to see how people phrase a problem, which related questions cluster around it, and which pages currently rank. Google Search Console is even better once you have some content live: it shows real queries you already appear for, including many the tools never report.

A practical check is to search each topic yourself. If the results are forum threads, thin vendor pages or outdated posts, there is room for a genuinely useful page, whatever the estimated volume.

## Score topics by intent and fit

Without reliable volume, you need another way to prioritize. We score each topic on three questions:

- **How close is it to a buying decision?** Comparison and implementation topics rank above general awareness topics.
- **How well can we answer it?** Topics where your team has real expertise, data or product insight produce better pages.
- **Does it connect to the product?** The page should lead naturally to a demo, a trial or a related resource.

A topic that scores well on all three is worth writing even if the tool shows no volume. For more on how this fits a wider plan, see our [B2B search engine optimization](/services/b2b-search-engine-optimization) approach.

## Build clusters, not single pages

In thin markets, one strong page rarely carries a topic alone. Group related problems into a cluster: a thorough guide on the main problem, supported by shorter pages on specific questions, all linked together and to the relevant product page. This helps search engines understand your depth on the subject, and it gives readers a path to follow.

## Measure what volume can't show

Judge niche SEO by the quality of what it brings in. Track rankings for your problem topics, but also track which pages sales prospects visit before a demo, how many organic visitors come from target accounts, and how often prospects mention an article on a call. Those signals matter more than traffic totals.

Low search volume is a reason to be precise, not a reason to give up on search. If you want a second opinion on your topic list, our [SEO team](/services/search-engine-optimization) is happy to review it.`,
};

export default post;
