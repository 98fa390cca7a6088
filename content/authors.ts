import type { Author } from '@/lib/content/schema';

/** Bylines are the agency's teams, so no post puts words in a real person's mouth. */
const authors: Author[] = [
  { id: 'strategy-team', name: 'Byer Company Strategy Team', role: 'Digital strategy' },
  { id: 'seo-team', name: 'Byer Company SEO Team', role: 'Search engine optimization' },
  { id: 'content-team', name: 'Byer Company Content Team', role: 'Content and copywriting' },
  { id: 'paid-media-team', name: 'Byer Company Paid Media Team', role: 'PPC and paid social' },
  { id: 'design-team', name: 'Byer Company Design Team', role: 'Web design and branding' },
];

export default authors;
