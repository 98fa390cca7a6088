import type { CaseStudy } from '@/lib/content/schema';

const caseStudy: CaseStudy = {
  slug: 'shimek',
  client: 'Shimek',
  title: 'A rebuilt website that works as hard as the sales team',
  description:
    'A website rebuild, search foundations and email follow-up that gave Shimek a site it can send prospects to with confidence.',
  industry: 'Technology',
  summary: 'A modern, easy-to-maintain website with search foundations and email follow-up built in.',
  challenge: `Shimek, a technology company, had a website that no longer reflected the business. It had grown page by page over several years, with inconsistent layouts, outdated descriptions of its services and a structure that made it hard for visitors to find what they needed.

The team was reluctant to send prospects to the site and relied on slide decks and attachments instead. Updating pages required outside help, so small changes waited weeks, and the site offered no simple way to stay in touch with visitors who were not ready to talk yet.`,
  approach: `We started by agreeing on the site's main job: help a prospect understand what Shimek does and make it easy to take the next step. From there we designed a simpler structure, wrote clear service descriptions with the team, and built a set of flexible page templates the company can edit without a developer.

The rebuild included the search foundations that are easiest to get right at launch: redirects from old URLs, clean metadata, structured data and fast page loads. We also connected the site's forms to a short email sequence, so people who sign up or get in touch receive useful follow-up automatically.`,
  outcome: `Shimek now has a website its team is comfortable sending to prospects first. The content is current, the structure is easy to follow, and staff can update pages themselves as the business changes.

The redirect map protects what the old URLs had earned in search, and visitors who are not ready to buy now receive timely follow-up instead of being lost.`,
  highlights: [
    'New site structure and page templates',
    'Rewritten service descriptions',
    'Redirect map and on-page SEO foundations at launch',
    'Automated email follow-up from site forms',
  ],
  services: ['web-design', 'search-engine-optimization', 'email-marketing'],
  image: '/images/case-studies/shimek.svg',
};

export default caseStudy;
