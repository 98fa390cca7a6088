import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ROUTE_KINDS } from '@/lib/content/server/route-kinds';
import { DIST_DIR } from '@/lib/env/dist-dir';
import { findLeaks, serverOnlyVariables } from '@/lib/security/server/secrets';

import { RECORD_CSP_VIOLATIONS } from './support/csp';
import { expect, test } from './support/fixtures';

const root = path.resolve(__dirname, '../..');

test.describe('security headers', () => {
  for (const route of ['/', ROUTE_KINDS.service, '/sitemap.xml']) {
    test(`${route} carries every header`, async ({ request }) => {
      const response = await request.get(route);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('unsafe-inline');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('DENY');
      // The suite runs `next start`, a production server.
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }
});

test.describe('no Content-Security-Policy violation', () => {
  for (const [kind, route] of Object.entries(ROUTE_KINDS)) {
    test(`on the ${kind} page`, async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text()))
          consoleErrors.push(message.text());
      });
      await page.addInitScript(RECORD_CSP_VIOLATIONS);
      await page.goto(route);
      // Scroll to the end so lazy parts and reveals run, then let the network settle.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      // Hydration ran: a blocked script would leave Next's router unset.
      await expect
        .poll(() =>
          page.evaluate(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router)),
        )
        .toBe(true);
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

/** Every file under a folder, recursively. */
function filesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesIn(full) : [full];
  });
}

test('the error-reporting tunnel answers on /monitoring, with a reason for what it refuses', async ({
  request,
}) => {
  const get = await request.get('/monitoring');
  expect(get.status()).toBe(405);
  expect(get.headers()['allow']).toBe('POST');
  // This build has no DSN, so there is nowhere to forward to.
  const post = await request.post('/monitoring', { data: '{"dsn":"https://k@o1.ingest.sentry.io/1"}\n{}' });
  expect(post.status()).toBe(404);
  expect(await post.text()).toBe('Error reporting is not configured on this site.');
});

test('only the exact tunnel path reaches the tunnel', async ({ request }) => {
  for (const pathname of [
    '/monitoring.json',
    '/%6donitoring',
    '/monitoring%2F',
    '/_next/data/x/monitoring.json',
  ]) {
    const post = await request.post(pathname, { data: '{"dsn":"https://k@o1.ingest.sentry.io/1"}\n{}' });
    // Next's own answer for a path with no page (404, or 405 for a POST to a static file), never the tunnel's.
    expect([404, 405], pathname).toContain(post.status());
    expect(await post.text(), pathname).not.toMatch(/Error reporting is not configured|The tunnel accepts/);
  }
});

test('the contact form refuses a post from another site with 403 and a reason', async ({ request }) => {
  const post = await request.post('/api/sendgrid', {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'name=Eve',
  });
  expect(post.status()).toBe(403);
  expect(await post.json()).toEqual({
    error: 'Posts to this form are accepted only from this site’s own pages.',
  });
});

test('policy violations are reported to our own endpoint, which logs them', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['content-security-policy']).toContain('report-uri /api/csp-report');
  expect(page.headers()['reporting-endpoints']).toBe('csp="/api/csp-report"');
  const report = await request.post('/api/csp-report', {
    headers: { 'Content-Type': 'application/csp-report' },
    data: JSON.stringify({
      'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'https://x.example/' },
    }),
  });
  expect(report.status()).toBe(204);
});

test('no server-only variable, by name or value, reaches the client files', () => {
  const variables = serverOnlyVariables(readFileSync(path.join(root, '.env.example'), 'utf8'));
  const clientFiles = filesIn(path.join(root, DIST_DIR, 'static')).filter((file) =>
    /\.(js|css|json|html)$/.test(file),
  );
  expect(clientFiles.length).toBeGreaterThan(0);
  const leaks = clientFiles.flatMap((file) =>
    findLeaks(readFileSync(file, 'utf8'), variables, process.env).map((leak) => ({
      ...leak,
      file: path.relative(root, file),
    })),
  );
  expect(leaks).toEqual([]);
});
