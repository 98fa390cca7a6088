import { describe, expect, it, vi } from 'vitest';

import { laterPageNumbers, POSTS_PER_PAGE } from '@/lib/content/pagination';
import { allRoutes, listCategories, listPosts, postsInCategory } from '@/lib/content/server';
import { workFacets } from '@/lib/content/server/work-index';
import { categoryPath, filterPath, postPath } from '@/lib/routes';
import { canonicalUrl } from '@/lib/seo';
import { FEED_ITEM_COUNT } from '@/lib/seo/feed';
import { buildRobots, DISALLOWED_PATHS } from '@/lib/seo/robots';
import { blogFeed, buildRss, cachedBlogRss, rfc822 } from '@/lib/seo/server/rss';
import { buildSitemap, siteMapEntries } from '@/lib/seo/server/sitemap';
import { escapeXml } from '@/lib/text/xml';

// The loader reads the small site, with posts enough for later list pages, instead of content/.
vi.mock('@/lib/content/server/source', async (original) => {
  const { siteSource } = await import('../fixtures/site-content');
  const { POSTS_PER_PAGE: perPage } = await import('@/lib/content/pagination');
  return {
    ...(await original<typeof import('@/lib/content/server/source')>()),
    readContentSource: () => siteSource(perPage + 1),
  };
});

describe('escapeXml', () => {
  it('replaces the five XML special characters and nothing else', () => {
    expect(escapeXml(`Tom & "Jerry's" <b>`)).toBe('Tom &amp; &quot;Jerry&apos;s&quot; &lt;b&gt;');
    expect(escapeXml('plain – text')).toBe('plain – text');
  });
});

describe('buildSitemap', () => {
  it('lists each URL once, escaped, with lastmod only when known', () => {
    const xml = buildSitemap([
      { url: 'https://x.test/a?b=1&c=2', lastmod: '2026-01-02' },
      { url: 'https://x.test/' },
    ]);
    expect(xml).toContain('<loc>https://x.test/a?b=1&amp;c=2</loc><lastmod>2026-01-02</lastmod>');
    expect(xml).toContain('<url><loc>https://x.test/</loc></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it('covers every route of the content and every page of each list, posts dated by their own date', () => {
    const entries = siteMapEntries();
    const lists = [
      { path: '/blog', posts: listPosts() },
      ...listCategories().map((c) => ({ path: categoryPath(c.slug), posts: postsInCategory(c.slug) })),
    ];
    const laterPages = lists.flatMap(({ path, posts }) =>
      laterPageNumbers(posts.length).map((page) => `${path}/page/${page}`),
    );
    expect(entries.map((e) => e.url).sort()).toEqual(
      [...allRoutes(), ...laterPages].map(canonicalUrl).sort(),
    );
    // a later page changes when its own newest post does
    const firstOnPage2 = listPosts()[POSTS_PER_PAGE]!;
    expect(laterPages).toContain('/blog/page/2');
    expect(entries.find((e) => e.url === canonicalUrl('/blog/page/2'))?.lastmod).toBe(firstOnPage2.date);
    const post = listPosts()[0]!;
    expect(entries.find((e) => e.url === canonicalUrl(postPath(post.slug)))?.lastmod).toBe(post.date);
    expect(entries.find((e) => e.url === canonicalUrl('/blog'))?.lastmod).toBe(
      listPosts()
        .map((p) => p.date)
        .sort()
        .at(-1),
    );
    expect(entries.find((e) => e.url === canonicalUrl('/about'))?.lastmod).toBeUndefined();
  });

  it('lists the case-study index filtered by each service and industry', () => {
    const urls = new Set(siteMapEntries().map((e) => e.url));
    const filterPages = workFacets()
      .flat()
      .map(({ facet, value }) => canonicalUrl(filterPath(facet, value)));
    expect(filterPages.length).toBeGreaterThan(0);
    expect(filterPages.filter((url) => !urls.has(url))).toEqual([]);
  });
});

describe('buildRobots', () => {
  it('points to the sitemap and keeps crawlers out of the API', () => {
    const text = buildRobots('https://x.test/sitemap.xml');
    expect(text).toContain('Sitemap: https://x.test/sitemap.xml');
    for (const path of DISALLOWED_PATHS) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain('Disallow: /api/');
  });
});

describe('RSS', () => {
  it('writes RFC 822 dates', () => {
    expect(rfc822('2026-01-10')).toBe('Sat, 10 Jan 2026 12:00:00 GMT');
  });

  it('escapes item text and keeps the channel valid RSS 2.0', () => {
    const xml = buildRss({
      title: 'A & B',
      link: 'https://x.test/blog',
      self: 'https://x.test/blog/feed.xml',
      description: 'Notes <daily>',
      items: [
        {
          title: 'Ads & "SEO"',
          url: 'https://x.test/blog/a',
          description: '1 < 2',
          date: '2026-02-03',
          category: 'PPC',
        },
      ],
    });
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>A &amp; B</title>');
    expect(xml).toContain('<description>Notes &lt;daily&gt;</description>');
    expect(xml).toContain('<title>Ads &amp; &quot;SEO&quot;</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://x.test/blog/a</guid>');
    expect(xml).toContain('<pubDate>Tue, 03 Feb 2026 12:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Tue, 03 Feb 2026 12:00:00 GMT</lastBuildDate>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('feeds the newest posts of the blog, at most FEED_ITEM_COUNT, newest first', () => {
    const feed = blogFeed();
    expect(FEED_ITEM_COUNT).toBe(20);
    expect(feed.items).toHaveLength(Math.min(FEED_ITEM_COUNT, listPosts().length));
    expect(feed.items.map((i) => i.url)).toEqual(
      listPosts()
        .slice(0, FEED_ITEM_COUNT)
        .map((p) => canonicalUrl(postPath(p.slug))),
    );
    const dates = feed.items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('serves the same built feed to every request', () => {
    const first = cachedBlogRss();
    expect(first).toBe(buildRss(blogFeed()));
    expect(cachedBlogRss()).toBe(first);
  });
});
