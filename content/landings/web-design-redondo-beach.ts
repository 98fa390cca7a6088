import type { Landing } from '@/lib/content/schema';

const landing: Landing = {
  slug: 'redondo-beach',
  kind: 'web-design-agency',
  locality: 'Draft',
  title: 'Draft web-design-redondo-beach',
  description: 'Draft description of a local landing page long enough for the content check to pass.',
  heading: 'Draft web-design-redondo-beach',
  lead: 'Draft lead.',
  sections: [{ id: 'a', heading: 'A', body: 'Draft.' }, { id: 'b', heading: 'B', body: 'Draft.' }],
  faqs: [],
  areasServed: ['El Segundo'],
};

export default landing;
