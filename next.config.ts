import type { NextConfig } from 'next';
import { integrationsEnv } from './lib/env';
import { securityHeaders } from './lib/security/headers';

/**
 * Inline scripts the pages render, allowed by their hash rather than 'unsafe-inline': the
 * theme script (THEME_SCRIPT in lib/theme.ts) and the consent-default script (lib/consent)
 * belong here. Next itself then renders none that run: its page data is JSON, and see
 * turbopackSharedRuntime below.
 */
const inlineScripts: string[] = [];

const nextConfig: NextConfig = {
  // Strict mode surfaces effects that forget to clean up, in development only.
  reactStrictMode: true,
  // Nobody needs to know the framework from a response header.
  poweredByHeader: false,
  // A second build (e.g. the end-to-end run with fake tag ids) can sit beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  experimental: {
    // Turbopack's shared runtime inlines a per-route bootstrap <script> into every page, which
    // a hash-based CSP cannot allow (it changes with each build); off, it is a normal file.
    turbopackSharedRuntime: false,
  },
  // Every response carries the security headers; each is explained in lib/security/headers.ts.
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    return [{ source: '/:path*', headers: securityHeaders({ integrations: integrationsEnv, inlineScripts, production }) }];
  },
};

export default nextConfig;
