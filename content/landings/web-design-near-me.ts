import type { Landing } from '@/lib/content/schema';

const landing: Landing = {
  slug: 'near-me',
  kind: 'web-design-agency',
  locality: 'Draft',
  title: 'Draft web-design-near-me',
  description: 'Draft description of a local landing page long enough for the content check to pass.',
  heading: 'Draft web-design-near-me',
  lead: 'Draft lead.',
  sections: [{ id: 'a', heading: 'A', body: 'Draft.' }, { id: 'b', heading: 'B', body: 'Draft.' }],
  faqs: [],
  areasServed: ['El Segundo'],
};

export default landing;
