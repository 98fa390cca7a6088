import type { Page } from '@/lib/content/schema';

const page: Page = {
  path: '/',
  title: 'Byer Company | Digital Marketing Agency for Technology Brands',
  description: 'El Segundo digital marketing agency for cybersecurity and technology companies: web design, SEO, branding, paid media and content.',
  heading: 'Marketing that makes complex technology easy to buy',
  lead: 'We design websites, search programs and campaigns for cybersecurity and technology companies.',
  sections: [],
};

export default page;
