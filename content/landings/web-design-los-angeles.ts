import type { Landing } from '@/lib/content/schema';

const landing: Landing = {
  slug: 'los-angeles',
  kind: 'web-design-agency',
  locality: 'Draft',
  title: 'Draft web-design-los-angeles',
  description: 'Draft description of a local landing page long enough for the content check to pass.',
  heading: 'Draft web-design-los-angeles',
  lead: 'Draft lead.',
  sections: [{ id: 'a', heading: 'A', body: 'Draft.' }, { id: 'b', heading: 'B', body: 'Draft.' }],
  faqs: [],
  areasServed: ['El Segundo'],
};

export default landing;
