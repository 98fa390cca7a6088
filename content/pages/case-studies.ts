import type { Page } from '@/lib/content/schema';

const page: Page = {
  path: '/work/case-studies',
  title: 'Draft case-studies',
  description: 'Draft description for the case-studies page, long enough to satisfy the content check rules.',
  heading: 'Draft case-studies',
  lead: 'Draft lead.',
  sections: [],
};

export default page;
