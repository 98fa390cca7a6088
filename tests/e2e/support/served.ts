/**
 * The site as served, read without a browser: each page fetched over HTTP and parsed once per
 * worker (jsdom, no scripts run), however many checks read it. For what the server's HTML
 * says; what only layout, fonts or scripts decide stays with the browser specs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { APIRequestContext } from '@playwright/test';
import { JSDOM, VirtualConsole } from 'jsdom';
import sharp from 'sharp';

import { lumaOf } from '@/lib/media/types';

export interface ServedPage {
  route: string;
  status: number;
  html: string;
  document: Document;
}

const served = new Map<string, Promise<ServedPage>>();
const quiet = new VirtualConsole();
/**
 * The inline style sheets and scripts, structured data apart: most of a page's bytes and of
 * jsdom's parsing time, and nothing a check here reads.
 */
const UNREAD = /<style[^>]*>[\s\S]*?<\/style>|<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g;

export function servedPage(request: APIRequestContext, route: string): Promise<ServedPage> {
  let page = served.get(route);
  if (!page) {
    page = (async () => {
      // A fresh connection each: a kept-alive socket the server has just timed out resets the
      // next request on it (ECONNRESET) on a busy machine.
      const response = await request.get(route, { headers: { connection: 'close' } });
      const html = await response.text();
      const { document } = new JSDOM(html.replace(UNREAD, ''), { virtualConsole: quiet }).window;
      return { route, status: response.status(), html, document };
    })();
    served.set(route, page);
  }
  return page;
}

/** Every route, fetched a few at a time. */
export async function servedPages(
  request: APIRequestContext,
  routes: readonly string[],
): Promise<ServedPage[]> {
  const pages: ServedPage[] = [];
  for (let i = 0; i < routes.length; i += 4)
    pages.push(...(await Promise.all(routes.slice(i, i + 4).map((route) => servedPage(request, route)))));
  return pages;
}

/** A file under public/, as the site serves it from `/…`. */
const publicFile = (url: string) =>
  path.join('public', decodeURIComponent(new URL(url, 'http://x').pathname));

const widths = new Map<string, Promise<number>>();
/** The pixel width of a served image file, read from the file itself. */
export function fileWidth(url: string): Promise<number> {
  let width = widths.get(url);
  if (!width) {
    width = sharp(publicFile(url))
      .metadata()
      .then((meta) => meta.width);
    widths.set(url, width);
  }
  return width;
}

const lumas = new Map<string, Promise<number>>();
/** The mean Rec. 709 luma (0–1) of a served image file, over its pixels. */
export function fileLuma(url: string): Promise<number> {
  let luma = lumas.get(url);
  if (!luma) {
    luma = sharp(readFileSync(publicFile(url)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => {
        let sum = 0;
        for (let i = 0; i < data.length; i += info.channels)
          sum += lumaOf(data[i]!, data[i + 1]!, data[i + 2]!);
        return sum / (data.length / info.channels);
      });
    lumas.set(url, luma);
  }
  return luma;
}

/** The candidates of a srcset: each file and its width descriptor. */
export const candidatesOf = (srcset: string) =>
  srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([url, width]) => url && width?.endsWith('w'))
    .map(([url, width]) => ({ url: url!, width: parseInt(width!, 10) }));
