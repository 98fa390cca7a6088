import { HtmlContext } from 'next/dist/shared/lib/html-context.shared-runtime';
import { Head } from 'next/document';
import type { ContextType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import FirstPaintHead from '@/components/document/FirstPaintHead';
import { AFTER_PAINT_LIST_ID } from '@/lib/first-paint/after-paint';
import { BLOCKING_FONTS_SCRIPT } from '@/lib/first-paint/blocking-fonts';
import { CHUNK_BOOTSTRAP_ID, CHUNK_BOOTSTRAP_SCRIPT } from '@/lib/first-paint/chunk-bootstrap';

/** The methods of Next's <Head> that FirstPaintHead replaces: each must still be Next's to call. */
const OVERRIDDEN = ['getCssLinks', 'getPreloadDynamicChunks', 'getDynamicChunks', 'getScripts'] as const;

/** What a production page render hands the document: one shared and one page script, one sheet. */
function productionContext(
  disableOptimizedLoading: boolean,
  sharedRuntime: object = {},
): ContextType<typeof HtmlContext> {
  return {
    disableOptimizedLoading,
    __NEXT_DATA__: { page: '/', query: {}, buildId: 'test', props: {} },
    buildManifest: {
      polyfillFiles: [],
      devFiles: [],
      lowPriorityFiles: [],
      rootMainFiles: [],
      ampFirstPages: [],
      pages: { '/_app': ['static/chunks/app.js', 'static/css/site.css'], '/': ['static/chunks/index.js'] },
      ...sharedRuntime,
    },
    docComponentsRendered: {},
    dangerousAsPath: '/',
    isDevelopment: false,
    dynamicImports: [],
    dynamicCssManifest: new Set<string>(),
    cssAssetQueryString: '',
    assetQueryString: '',
    mutableAssetQueryString: '',
    assetPrefix: '',
    headTags: [],
    head: [],
    styles: [],
    scriptLoader: {},
    locale: undefined,
  } as unknown as ContextType<typeof HtmlContext>;
}

/** What a build with Turbopack's shared runtime adds to the manifest: each entry's start. */
const SHARED_RUNTIME = {
  chunkLoadingGlobal: 'TURBOPACK',
  pagesChunkGroupBootstrapParams: {
    '/_app': { otherChunks: ['app.js'] },
    '/': { otherChunks: ['</script>.js'] },
  },
};

function renderHead({ disableOptimizedLoading = false, sharedRuntime = {} } = {}) {
  return renderToStaticMarkup(
    <HtmlContext.Provider value={productionContext(disableOptimizedLoading, sharedRuntime)}>
      <FirstPaintHead />
    </HtmlContext.Provider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('FirstPaintHead', () => {
  it.each(OVERRIDDEN)('overrides %s, a method Next’s Head still has', (method) => {
    expect(typeof Head.prototype[method]).toBe('function');
    expect(Object.hasOwn(FirstPaintHead.prototype, method)).toBe(true);
  });

  // Next's default loading (the site's): the head writes the style sheets and every script.
  it.each(['getCssLinks', 'getDynamicChunks', 'getScripts'] as const)(
    'is asked for %s when Next renders the head',
    (method) => {
      const spy = vi.spyOn(FirstPaintHead.prototype, method);
      renderHead();
      expect(spy).toHaveBeenCalled();
    },
  );

  // With experimental.disableOptimizedLoading the head only preloads the chunks instead.
  it('is asked for getPreloadDynamicChunks when optimized loading is off', () => {
    const spy = vi.spyOn(FirstPaintHead.prototype, 'getPreloadDynamicChunks');
    renderHead({ disableOptimizedLoading: true });
    expect(spy).toHaveBeenCalled();
  });

  it('lists the page scripts for after the paint instead of writing script tags', () => {
    const html = renderHead();
    expect(html).toContain(
      `<script id="${AFTER_PAINT_LIST_ID}" type="application/json">["/_next/static/chunks/app.js","/_next/static/chunks/index.js"]</script>`,
    );
    expect(html).not.toMatch(/<script[^>]+src=/);
  });

  it('is Next’s own head when FIRST_PAINT_TRICKS=off: linked sheet, script tags', () => {
    vi.stubEnv('FIRST_PAINT_TRICKS', 'off');
    const html = renderHead();
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/css/site.css"');
    expect(html).toContain('src="/_next/static/chunks/index.js"');
    expect(html).not.toContain(AFTER_PAINT_LIST_ID);
  });

  describe.each(['on', 'off'])('with the shared runtime, first-paint tricks %s', (tricks) => {
    it('starts the runtime from data and the constant script, never Next’s inline one', () => {
      vi.stubEnv('FIRST_PAINT_TRICKS', tricks);
      const html = renderHead({ sharedRuntime: SHARED_RUNTIME });
      const data = /<script id="__CHUNK_BOOTSTRAP__" type="application\/json">(.*?)<\/script>/.exec(
        html,
      )?.[1];
      expect(data).not.toContain('</script>');
      expect(JSON.parse(data ?? 'null')).toEqual({
        global: 'TURBOPACK',
        params: [{ otherChunks: ['app.js'] }, { otherChunks: ['</script>.js'] }],
      });
      // Every inline script is a constant one (the CSP allows them by hash).
      const inline = [
        ...html.matchAll(/<script(?![^>]*(?:src=|type="application\/json"))[^>]*>(.*?)<\/script>/g),
      ];
      const bodies = inline.map(([, body]) => body);
      expect(bodies).toContain(CHUNK_BOOTSTRAP_SCRIPT);
      expect(
        bodies.filter((body) => body !== CHUNK_BOOTSTRAP_SCRIPT && body !== BLOCKING_FONTS_SCRIPT),
      ).toEqual([]);
    });
  });

  it('writes no start where the build has no shared runtime', () => {
    expect(renderHead()).not.toContain(CHUNK_BOOTSTRAP_ID);
  });
});
