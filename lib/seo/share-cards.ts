import {
  listCaseStudies,
  listCategories,
  listLandings,
  listPosts,
  listServices,
  loadContent,
} from '@/lib/content';
import { caseStudyPath, categoryPath, landingPath, postPath, servicePath } from '@/lib/routes';

export interface ShareCard {
  path: string;
  /** Small line above the title: what kind of page this is. */
  eyebrow: string;
  title: string;
}

/** One card per route, titled with the heading its page shows. */
export function shareCards(): ShareCard[] {
  return [
    ...loadContent().pages.map((p) => ({
      path: p.path,
      eyebrow: p.path === '/' ? 'Digital marketing agency' : p.title,
      title: p.heading,
    })),
    ...listServices().map((s) => ({ path: servicePath(s.slug), eyebrow: 'Services', title: s.title })),
    ...listCaseStudies().map((c) => ({
      path: caseStudyPath(c.slug),
      eyebrow: `Case study · ${c.client}`,
      title: c.title,
    })),
    ...listCategories().map((c) => ({ path: categoryPath(c.slug), eyebrow: 'Blog topic', title: c.name })),
    ...listPosts().map((p) => ({ path: postPath(p.slug), eyebrow: 'Blog', title: p.title })),
    ...listLandings().map((l) => ({
      path: landingPath(l),
      eyebrow: `Serving ${l.locality}`,
      title: l.heading,
    })),
  ];
}
