import type { Page } from '@/lib/content/schema';

const page: Page = {
  path: '/legal',
  title: 'Draft legal',
  description: 'Draft description for the legal page, long enough to satisfy the content check rules.',
  heading: 'Draft legal',
  lead: 'Draft lead.',
  sections: [],
};

export default page;
