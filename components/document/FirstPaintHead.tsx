import { readFileSync } from 'node:fs';
import path from 'node:path';

import { Head } from 'next/document';
import { isValidElement, type ReactElement } from 'react';

import { firstPaintTricks } from '@/lib/env';
import { DIST_DIR } from '@/lib/env/dist-dir';
import { AFTER_PAINT_LIST_ID } from '@/lib/first-paint/after-paint';
import { BLOCKING_FONTS_SCRIPT } from '@/lib/first-paint/blocking-fonts';
import {
  CHUNK_BOOTSTRAP_ID,
  CHUNK_BOOTSTRAP_SCRIPT,
  chunkBootstrap,
} from '@/lib/first-paint/chunk-bootstrap';
import { withAbsoluteUrls, withBlockingFontsInline } from '@/lib/first-paint/inline-css';
import { jsonInScript } from '@/lib/text/json-in-script';

type LinkProps = { rel?: string; href?: string };
type ScriptProps = { src?: string };

/** Next's own head where the development server runs or the tricks are switched off. */
const asNext = (isDevelopment: boolean) => isDevelopment || !firstPaintTricks();

/** Built style sheets by address: the build's output does not change while pages render. */
const builtSheets = new Map<string, string | null>();

/** The text of a built style sheet, ready to inline, or null when it is not on disk. */
function builtCss(href: string): string | null {
  if (!builtSheets.has(href)) builtSheets.set(href, readBuiltCss(href));
  return builtSheets.get(href) ?? null;
}

/** A file of the build by its address (/_next/…), or null when it is not on disk. */
function readBuilt(href: string): Buffer | null {
  const file = href.replace(/^.*?\/_next\//, '').split('?')[0] ?? '';
  try {
    // Read while pages are prerendered; the build's own output is not a file to trace.
    return readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), DIST_DIR, file));
  } catch {
    return null;
  }
}

function readBuiltCss(href: string): string | null {
  const css = readBuilt(href);
  return css === null
    ? null
    : withBlockingFontsInline(withAbsoluteUrls(css.toString('utf8'), href), readBuilt);
}

/**
 * Next's <Head>, so that only the HTML stands before the first paint (not in development or
 * with FIRST_PAINT_TRICKS=off): style sheets, with the brand faces' cuts, are inlined (a
 * linked sheet costs a round trip; Next's router never managed these global sheets) and
 * followed by BLOCKING_FONTS_SCRIPT, and
 * scripts are listed for AFTER_PAINT_SCRIPT (lib/first-paint/after-paint.ts) instead of tags.
 * In every production build the shared runtime starts from CHUNK_BOOTSTRAP_SCRIPT's data.
 */
export default class FirstPaintHead extends Head {
  override getCssLinks(...args: Parameters<Head['getCssLinks']>) {
    const links = super.getCssLinks(...args);
    if (!links || asNext(this.context.isDevelopment)) return links;
    const tags = links.flatMap((link: ReactElement<LinkProps>) => {
      const { rel, href } = link.props;
      const css = href ? builtCss(href) : null;
      // Unreadable (e.g. a standalone server without its static folder): keep the link.
      if (css === null) return [link];
      // The preload hint has nothing left to fetch.
      if (rel === 'preload') return [];
      return [<style key={link.key} data-inlined={href} dangerouslySetInnerHTML={{ __html: css }} />];
    });
    // Right after the sheets it reads: their brand faces are ready before any text is laid out.
    return [
      ...tags,
      <script key="blocking-fonts" dangerouslySetInnerHTML={{ __html: BLOCKING_FONTS_SCRIPT }} />,
    ];
  }

  override getPreloadDynamicChunks() {
    return asNext(this.context.isDevelopment) ? super.getPreloadDynamicChunks() : [];
  }

  override getDynamicChunks(...args: Parameters<Head['getDynamicChunks']>) {
    return asNext(this.context.isDevelopment) ? super.getDynamicChunks(...args) : [];
  }

  override getScripts(...args: Parameters<Head['getScripts']>) {
    const { isDevelopment, buildManifest, __NEXT_DATA__ } = this.context;
    if (isDevelopment) return super.getScripts(...args);
    // Next's inline start of the shared runtime (no src) gives way to the CSP-safe one.
    const boot = chunkBootstrap(buildManifest, __NEXT_DATA__.page);
    const start = boot
      ? [
          jsonScript(CHUNK_BOOTSTRAP_ID, boot),
          <script key="chunk-bootstrap" dangerouslySetInnerHTML={{ __html: CHUNK_BOOTSTRAP_SCRIPT }} />,
        ]
      : [];
    const files = super.getScripts(...args).filter((script) => Boolean(sourceOf(script)));
    if (asNext(isDevelopment)) return [...start, ...files];
    // Next's order is kept: dynamic chunks rendered on the server, then the page's own.
    const sources = [...super.getDynamicChunks(...args), ...files]
      .map(sourceOf)
      .filter((src): src is string => Boolean(src));
    return [...start, jsonScript(AFTER_PAINT_LIST_ID, sources)];
  }
}

const sourceOf = (script: unknown) => (isValidElement<ScriptProps>(script) ? script.props.src : undefined);

/** Data for a constant script to read. */
function jsonScript(id: string, data: unknown) {
  return (
    <script
      key={id}
      id={id}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: jsonInScript(data) }}
    />
  );
}
