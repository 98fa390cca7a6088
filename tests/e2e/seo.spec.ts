import { getContactFacts, listPosts } from '@/lib/content/server';
import { ROUTE_KINDS, type RouteKind } from '@/lib/content/server/route-kinds';
import { EDITOR_PATH, postPath } from '@/lib/routes';
import { SEARCH_BODY_PATH, SEARCH_INDEX_PATH } from '@/lib/search/index-options';
import { canonicalUrl } from '@/lib/seo';
import { FEED_ITEM_COUNT, FEED_PATH } from '@/lib/seo/feed';
import { SITEMAP_PATH } from '@/lib/seo/server/sitemap';

import { expect, test } from './support/fixtures';
import { requiredRoutes } from './support/required-routes';
import { servedPage } from './support/served';

type Thing = Record<string, unknown> & { '@type': string };

/** Structured data and share tags are in the server's HTML: read without a browser. */
function structuredData(document: Document): Thing[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => JSON.parse(script.textContent ?? '') as Thing | Thing[],
  );
}

const AGENCY = ['Organization', 'LocalBusiness'];
const contactFacts = getContactFacts();
/** The schema.org types each kind of page must state. */
const EXPECTED_TYPES: Partial<Record<RouteKind, string[]>> = {
  home: AGENCY,
  contact: [...AGENCY, 'BreadcrumbList'],
  landing: [...AGENCY, 'BreadcrumbList'],
  'city page': [...AGENCY, 'BreadcrumbList'],
  service: ['Service', 'FAQPage', 'BreadcrumbList'],
  post: ['BlogPosting', 'BreadcrumbList'],
  category: ['BreadcrumbList'],
  'case study': ['BreadcrumbList'],
  about: ['BreadcrumbList'],
};

test.describe('share tags and structured data', () => {
  for (const [kind, types] of Object.entries(EXPECTED_TYPES) as [RouteKind, string[]][]) {
    test(`the ${kind} page`, async ({ request }) => {
      const route = ROUTE_KINDS[kind];
      const { document } = await servedPage(request, route);
      const meta = (name: string) =>
        document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute('content');
      expect(meta('og:title')).toBeTruthy();
      expect(meta('og:description')).toBeTruthy();
      expect(meta('og:url')).toBe(canonicalUrl(route));
      expect(meta('twitter:card')).toBe('summary_large_image');
      const image = new URL(meta('og:image')!);
      const png = await request.get(image.pathname);
      expect(png.headers()['content-type']).toBe('image/png');

      const data = structuredData(document);
      expect(data.map((thing) => thing['@type']).sort()).toEqual([...types].sort());
      for (const thing of data) expect(thing['@context']).toBe('https://schema.org');

      const business = data.find((thing) => thing['@type'] === 'LocalBusiness');
      if (business) {
        expect(business).toMatchObject({ name: expect.any(String) });
        // An unsupplied fact is left out, never filled with a placeholder: a business
        // address is a street to visit, so without one there is none.
        if (contactFacts.streetAddress)
          expect(business.address).toMatchObject({ streetAddress: contactFacts.streetAddress });
        else expect(business).not.toHaveProperty('address');
        if (contactFacts.phone) expect(business.telephone).toBe(contactFacts.phone);
        else expect(business).not.toHaveProperty('telephone');
        if (contactFacts.openingHours) expect(business.openingHours).toEqual(contactFacts.openingHours);
        else expect(business).not.toHaveProperty('openingHours');
        expect((business.areaServed as unknown[]).length).toBeGreaterThan(0);
        expect((business.sameAs as unknown[]).length).toBeGreaterThan(0);
      }
      const posting = data.find((thing) => thing['@type'] === 'BlogPosting');
      if (posting)
        expect(posting).toMatchObject({
          headline: expect.any(String),
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          author: { name: expect.any(String) },
          image: expect.any(String),
        });
      const faq = data.find((thing) => thing['@type'] === 'FAQPage');
      if (faq)
        expect(
          (faq.mainEntity as { acceptedAnswer: { text: string } }[])[0]?.acceptedAnswer.text,
        ).toBeTruthy();
      const crumbs = data.find((thing) => thing['@type'] === 'BreadcrumbList');
      if (crumbs) {
        const items = crumbs.itemListElement as { position: number; item: string }[];
        expect(items[0]?.item).toBe(canonicalUrl('/'));
        expect(items.at(-1)?.item).toBe(canonicalUrl(route));
      }
    });
  }
});

test('blog pages, and only they, point feed readers to the feed', async ({ request }) => {
  for (const kind of ['blog', 'post', 'category', 'home', 'service'] as const) {
    const { document } = await servedPage(request, ROUTE_KINDS[kind]);
    const feedLinks = document.querySelectorAll(
      `link[rel="alternate"][type="application/rss+xml"][href="${FEED_PATH}"]`,
    );
    expect(feedLinks, kind).toHaveLength(['blog', 'post', 'category'].includes(kind) ? 1 : 0);
  }
});

test('the feed lists the newest posts', async ({ request }) => {
  const response = await request.get(FEED_PATH);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  const newest = listPosts().slice(0, FEED_ITEM_COUNT);
  expect(xml.match(/<item>/g)).toHaveLength(newest.length);
  for (const post of newest) expect(xml).toContain(`<link>${canonicalUrl(postPath(post.slug))}</link>`);
});

test('the sitemap lists every required route and robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get(SITEMAP_PATH)).text();
  for (const route of requiredRoutes()) expect(xml, route).toContain(`<loc>${canonicalUrl(route)}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${canonicalUrl(SITEMAP_PATH)}`);
  expect(robots).toContain('Disallow: /api/');
});

test('the web editor is noindex and absent from the sitemap, the feed and the search data', async ({
  request,
}) => {
  const editor = await request.get(EDITOR_PATH);
  expect(editor.status()).toBe(200);
  expect(editor.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await editor.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  for (const file of [SITEMAP_PATH, FEED_PATH, SEARCH_INDEX_PATH, SEARCH_BODY_PATH]) {
    const text = await (await request.get(file)).text();
    expect(text.length, file).toBeGreaterThan(0);
    expect(text, file).not.toContain(EDITOR_PATH);
  }
});
