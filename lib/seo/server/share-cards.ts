import { laterPageNumbers, listPagePath, pageTitle } from '@/lib/content/pagination';
import {
  listCaseStudies,
  listCategories,
  listLandings,
  listPosts,
  listServices,
  loadContent,
  postsInCategory,
} from '@/lib/content/server';
import { workFacets } from '@/lib/content/server/work-index';
import { caseStudyPath, categoryPath, filterPath, landingPath, postPath, servicePath } from '@/lib/routes';

export interface ShareCard {
  path: string;
  /** Small line above the title: what kind of page this is. */
  eyebrow: string;
  title: string;
}

/** One card per route (each page of a paginated list too), titled with the heading its page shows. */
export function shareCards(): ShareCard[] {
  const cards = routeCards();
  const listLengths = new Map([
    ['/blog', listPosts().length],
    ...listCategories().map((c) => [categoryPath(c.slug), postsInCategory(c.slug).length] as const),
  ]);
  return cards.flatMap((card) => [
    card,
    ...laterPageNumbers(listLengths.get(card.path) ?? 0).map((page) => ({
      ...card,
      path: listPagePath(card.path, page),
      title: pageTitle(card.title, page),
    })),
  ]);
}

function routeCards(): ShareCard[] {
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
    // The case-study index filtered by one service or industry.
    ...workFacets()
      .flat()
      .map((filter) => ({
        path: filterPath(filter.facet, filter.value),
        eyebrow: `Case studies by ${filter.facet}`,
        title: filter.label,
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
