// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { chooseSearchEngine } from '@/lib/search/engine';
import { SEARCH_INDEX_PATH } from '@/lib/search/index-options';
import { preloadSearchIndex } from '@/lib/search/preload';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

describe('preloadSearchIndex', () => {
  afterEach(() => preloads().forEach((link) => link.remove()));

  it('preloads the embedded index once, as a CORS fetch the engine can reuse', () => {
    preloadSearchIndex(chooseSearchEngine({}));
    preloadSearchIndex(chooseSearchEngine({}));
    expect(preloads()).toHaveLength(1);
    expect(preloads()[0]!.getAttribute('href')).toBe(SEARCH_INDEX_PATH);
    expect(preloads()[0]!.getAttribute('as')).toBe('fetch');
    expect(preloads()[0]!.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('leaves the hosted engine alone', () => {
    preloadSearchIndex(chooseSearchEngine({ algoliaAppId: 'APP', algoliaSearchKey: 'KEY' }));
    expect(preloads()).toEqual([]);
  });
});
