import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';

import { siteSecurityHeaders } from './components/document/site-headers';
import { isDevelopment, nodeEnv } from './lib/env';
import { DIST_DIR } from './lib/env/dist-dir';
import { assertValidEnv } from './lib/env/schema';
import { buildEnv } from './lib/env/server/build';
import { cmsEnv, editorServed } from './lib/env/server/cms';
import { EDITOR_PATH } from './lib/routes';
import { assertSearchIndexBuilt } from './lib/search/server/index-file';

// `next build` run alone skips the prebuild step that writes the search index: say so.
assertSearchIndexBuilt(process.argv);
// next build and next start both load this file: a malformed variable stops either, named.
assertValidEnv(process.env);

const nextConfig: NextConfig = {
  // Strict mode surfaces effects that forget to clean up, in development only.
  reactStrictMode: true,
  // CI type-checks once, before building (.ci/run); every other build checks as it goes.
  typescript: { ignoreBuildErrors: buildEnv().typesChecked },
  // Nobody needs to know the framework from a response header.
  poweredByHeader: false,
  // proxy.ts answers `/about/` with the 308 itself, so the redirect carries the security headers.
  skipTrailingSlashRedirect: true,
  // A second build (e.g. the end-to-end run with fake tag ids) can sit beside the main one.
  distDir: DIST_DIR,
  // The first-paint switch (lib/first-paint/index.ts) reaches the browser build too.
  env: { FIRST_PAINT_TRICKS: buildEnv().firstPaintTricks },
  // NEXT_OUTPUT=standalone bundles a minimal server with its dependencies, for containers.
  output: buildEnv().standalone ? 'standalone' : undefined,
  experimental: {
    // One runtime file for every route instead of one per entry (3.6 KB gzip a page). Its
    // per-route start is data read by a constant script (lib/first-paint/chunk-bootstrap.ts),
    // not the inline script Next writes, which the hash-based CSP could not allow.
    turbopackSharedRuntime: true,
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
  // Redirects are answered by pages (pages/blog/page/1.ts) so that they carry them too. The
  // source matches any path, a trailing slash included (`/:path*` does not), so proxy.ts's
  // trailing-slash 308 carries them; pages/_document.tsx adds them to Next's 400.
  async headers() {
    const production = nodeEnv() === 'production';
    return [
      { source: '/(.*)', headers: siteSecurityHeaders() },
      // The web editor's own policy, on its path only and only where it is served (later
      // entries win for the same header).
      ...(editorServed(production)
        ? [
            {
              source: `${EDITOR_PATH}/:path*`,
              headers: siteSecurityHeaders({
                localBackend: production ? undefined : `http://127.0.0.1:${cmsEnv().localPort}`,
              }),
            },
          ]
        : []),
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
