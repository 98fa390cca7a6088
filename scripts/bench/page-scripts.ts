import { AFTER_PAINT_LIST_ID } from '@/lib/first-paint/after-paint';

/**
 * The scripts a modern browser runs for a page before it is interactive, in order: every
 * <script src> in its HTML (nomodule polyfills are skipped by such browsers) and every
 * script of the after-paint list (lib/first-paint/after-paint.ts). Prefetches are <link> elements, so
 * they are not counted.
 */
export function pageScriptSources(html: string): string[] {
  const tagged = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .flatMap((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? []);
  const list = new RegExp(`<script\\b[^>]*\\bid="${AFTER_PAINT_LIST_ID}"[^>]*>([^<]*)</script>`).exec(
    html,
  )?.[1];
  const afterPaint = list ? (JSON.parse(list) as string[]) : [];
  return [...new Set([...tagged, ...afterPaint])];
}
