import { site } from '@/lib/content/lists';
import { getCategory, listPosts, perContent } from '@/lib/content/server';
import { publicEnv } from '@/lib/env';
import { postPath, ROUTES } from '@/lib/routes';

import { escapeXml, XML_DECLARATION } from '../../text/xml';
import { FEED_ITEM_COUNT, FEED_PATH, FEED_TITLE } from '../feed';
import { canonicalUrl } from '../index';

export interface FeedItem {
  title: string;
  url: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  category: string;
}

export interface FeedChannel {
  title: string;
  link: string;
  /** The feed's own URL (atom:link rel=self, which validators expect). */
  self: string;
  description: string;
  items: FeedItem[];
}

/** RFC 822 date as RSS 2.0 requires; content dates are days, so noon UTC keeps the day in every zone a reader may show. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString();
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export function buildRss({ title, link, self, description, items }: FeedChannel): string {
  const entries = items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.url),
      `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      element('description', item.description),
      element('category', item.category),
      element('pubDate', rfc822(item.date)),
      '</item>',
    ].join(''),
  );
  const newest = items.at(0);
  const lastBuild = newest ? [element('lastBuildDate', rfc822(newest.date))] : [];
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', title),
    element('link', link),
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    element('description', description),
    element('language', 'en-us'),
    ...lastBuild,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The blog's channel from the content: its newest FEED_ITEM_COUNT posts, newest first. */
export function blogFeed(): FeedChannel {
  return {
    title: FEED_TITLE,
    link: canonicalUrl(ROUTES.blog),
    self: `${publicEnv.siteUrl}${FEED_PATH}`,
    description: site.tagline,
    items: listPosts()
      .slice(0, FEED_ITEM_COUNT)
      .map((post) => ({
        title: post.title,
        url: canonicalUrl(postPath(post.slug)),
        description: post.description,
        date: post.date,
        category: getCategory(post.category).name,
      })),
  };
}

/** The feed's XML, built on the first request and kept until the content changes (a deploy, or a save in dev). */
export const cachedBlogRss = perContent(() => buildRss(blogFeed()));
