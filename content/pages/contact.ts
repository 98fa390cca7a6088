import type { Page } from '@/lib/content/schema';

const page: Page = {
  path: '/contact',
  title: 'Draft contact',
  description: 'Draft description for the contact page, long enough to satisfy the content check rules.',
  heading: 'Draft contact',
  lead: 'Draft lead.',
  sections: [],
};

export default page;
