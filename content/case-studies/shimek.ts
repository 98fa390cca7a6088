import type { CaseStudy } from '@/lib/content/schema';

const caseStudy: CaseStudy = {
  slug: 'shimek',
  client: 'Draft shimek',
  title: 'A clearer story for a firmware security pioneer',
  description: 'How we helped AMI present decades of firmware expertise to modern security buyers with a rebuilt site structure and search strategy.',
  industry: 'Firmware and cybersecurity',
  summary: 'Restructured content and search strategy for a global firmware company.',
  challenge: 'Draft challenge.',
  approach: 'Draft approach.',
  outcome: 'Draft outcome.',
  highlights: ['Draft highlight one', 'Draft highlight two'],
  services: ['search-engine-optimization'],
  image: '/images/case-studies/shimek.svg',
};

export default caseStudy;
