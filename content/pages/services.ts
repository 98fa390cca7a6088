import type { Page } from '@/lib/content/schema';

const page: Page = {
  path: '/services',
  title: 'Draft services',
  description: 'Draft description for the services page, long enough to satisfy the content check rules.',
  heading: 'Draft services',
  lead: 'Draft lead.',
  sections: [],
};

export default page;
