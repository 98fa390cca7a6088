import type { Page } from '@/lib/content/schema';

const page: Page = {
  path: '/blog',
  title: 'Draft blog',
  description: 'Draft description for the blog page, long enough to satisfy the content check rules.',
  heading: 'Draft blog',
  lead: 'Draft lead.',
  sections: [],
};

export default page;
