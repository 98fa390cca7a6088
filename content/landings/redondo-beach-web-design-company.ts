import type { Landing } from '@/lib/content/schema';

const landing: Landing = {
  slug: 'redondo-beach-web-design-company',
  kind: 'city',
  locality: 'Draft',
  title: 'Draft redondo-beach-web-design-company',
  description: 'Draft description of a local landing page long enough for the content check to pass.',
  heading: 'Draft redondo-beach-web-design-company',
  lead: 'Draft lead.',
  sections: [{ id: 'a', heading: 'A', body: 'Draft.' }, { id: 'b', heading: 'B', body: 'Draft.' }],
  faqs: [],
  areasServed: ['El Segundo'],
};

export default landing;
