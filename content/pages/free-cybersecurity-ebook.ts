import type { Page } from '@/lib/content/schema';

const page: Page = {
  path: '/free-cybersecurity-ebook',
  title: 'Draft free-cybersecurity-ebook',
  description: 'Draft description for the free-cybersecurity-ebook page, long enough to satisfy the content check rules.',
  heading: 'Draft free-cybersecurity-ebook',
  lead: 'Draft lead.',
  sections: [],
};

export default page;
