import type { NextConfig } from 'next';
import { assertSearchIndexBuilt } from './lib/search/index-file';

// `next build` run alone skips the prebuild step that writes the search index: say so.
assertSearchIndexBuilt(process.argv);

const nextConfig: NextConfig = {
  // Strict mode surfaces effects that forget to clean up, in development only.
  reactStrictMode: true,
  // Nobody needs to know the framework from a response header.
  poweredByHeader: false,
  // A second build (e.g. the end-to-end run with fake tag ids) can sit beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
