import type { Page } from '@/lib/content/schema';

const page: Page = {
  path: '/about',
  title: 'Draft about',
  description: 'Draft description for the about page, long enough to satisfy the content check rules.',
  heading: 'Draft about',
  lead: 'Draft lead.',
  sections: [],
};

export default page;
