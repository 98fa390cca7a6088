import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';

import { CONSENT_DEFAULT_SCRIPT } from './lib/consent/browser/consent-mode';
import { integrationsEnv, isDevelopment, nodeEnv } from './lib/env';
import { DIST_DIR } from './lib/env/dist-dir';
import { assertValidEnv } from './lib/env/schema';
import { buildEnv } from './lib/env/server/build';
import { cmsEnv } from './lib/env/server/cms';
import { AFTER_PAINT_SCRIPT } from './lib/first-paint/after-paint';
import { WEB_FONTS_SCRIPT } from './lib/first-paint/web-fonts';
import { EDITOR_PATH } from './lib/routes';
import { assertSearchIndexBuilt } from './lib/search/server/index-file';
import { securityHeaders } from './lib/security/server/headers';
import { GTM_INIT_SCRIPT } from './lib/tags';
import { THEME_SCRIPT } from './lib/theme';

// `next build` run alone skips the prebuild step that writes the search index: say so.
assertSearchIndexBuilt(process.argv);
// next build and next start both load this file: a malformed variable stops either, named.
assertValidEnv(process.env);

/**
 * Inline scripts the pages run, allowed by their hash rather than 'unsafe-inline'. Next
 * itself then renders none that run: its page data is JSON, and see turbopackSharedRuntime.
 */
const inlineScripts = [
  THEME_SCRIPT,
  WEB_FONTS_SCRIPT,
  CONSENT_DEFAULT_SCRIPT,
  AFTER_PAINT_SCRIPT,
  ...(integrationsEnv.gtmId ? [GTM_INIT_SCRIPT] : []),
];

const nextConfig: NextConfig = {
  // Strict mode surfaces effects that forget to clean up, in development only.
  reactStrictMode: true,
  // CI type-checks once, before building (.ci/run); every other build checks as it goes.
  typescript: { ignoreBuildErrors: buildEnv().typesChecked },
  // Nobody needs to know the framework from a response header.
  poweredByHeader: false,
  // A second build (e.g. the end-to-end run with fake tag ids) can sit beside the main one.
  distDir: DIST_DIR,
  // The first-paint switch (lib/first-paint/index.ts) reaches the browser build too.
  env: { FIRST_PAINT_TRICKS: buildEnv().firstPaintTricks },
  // NEXT_OUTPUT=standalone bundles a minimal server with its dependencies, for containers.
  output: buildEnv().standalone ? 'standalone' : undefined,
  experimental: {
    // Turbopack's shared runtime inlines a per-route bootstrap <script> into every page, which
    // a hash-based CSP cannot allow (it changes with each build); off, it is a normal file.
    turbopackSharedRuntime: false,
  },
  // The site's images are files made at build time (npm run media, SVG artwork): nothing asks
  // Next's optimizer for one, so /_next/image answers 404 instead of resizing on request.
  images: { unoptimized: true },
  // `next dev` renders an image variant on its first request rather than all before it starts.
  async rewrites() {
    const dev = isDevelopment();
    return {
      beforeFiles: [],
      afterFiles: [],
      fallback: dev ? [{ source: '/media/:file', destination: '/api/dev-media/:file' }] : [],
    };
  },
  // Every response carries the security headers; each is explained in lib/security/server/headers.ts.
  // Redirects are answered by pages (pages/blog/page/1.ts) so that they carry them too.
  async headers() {
    const production = nodeEnv() === 'production';
    return [
      {
        source: '/:path*',
        headers: securityHeaders({ integrations: integrationsEnv, inlineScripts, production }),
      },
      // The web editor's own policy, on its path only (later entries win for the same header).
      {
        source: `${EDITOR_PATH}/:path*`,
        headers: securityHeaders({
          integrations: integrationsEnv,
          inlineScripts,
          production,
          editor: { localBackend: production ? undefined : `http://127.0.0.1:${cmsEnv().localPort}` },
        }),
      },
    ];
  },
};

export default withSentryConfig(nextConfig, {
  // The build must work offline: never phone home about the build itself.
  telemetry: false,
  // Without an auth token there is nothing to upload, so say nothing about it.
  silent: !buildEnv().sentryAuthToken,
  // Source maps are uploaded only when a token is present (CI with a Sentry account).
  sourcemaps: { disable: !buildEnv().sentryAuthToken },
  // No tunnelRoute: it would add a rewrite, and pages/monitoring.ts serves the tunnel instead
  // (lib/sentry/server/tunnel.ts says why).
});
