/**
 * The page's one search client, shared by both search boxes (the desktop header's and the
 * phone menu's) and by the warm-up, so the engine loads once. Always imported on demand:
 * it is in no page's first load.
 */
import { publicEnv } from '@/lib/env';

import { chooseSearchEngine } from '../engine';
import { createLazySearchClient, type LazySearchClient, loadSearchEngine } from './site-client';

export const pageSearchEngine = chooseSearchEngine(publicEnv.search);

// Once the body texts are indexed too, the results on screen are asked for again.
export const pageSearchClient: LazySearchClient = createLazySearchClient(() =>
  loadSearchEngine(pageSearchEngine, () => pageSearchClient.upgraded()),
);
