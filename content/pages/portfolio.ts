import type { Page } from '@/lib/content/schema';

const page: Page = {
  path: '/work/portfolio',
  title: 'Draft portfolio',
  description: 'Draft description for the portfolio page, long enough to satisfy the content check rules.',
  heading: 'Draft portfolio',
  lead: 'Draft lead.',
  sections: [],
};

export default page;
