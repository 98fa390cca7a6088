import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ROUTE_KINDS } from '@/lib/content/server/route-kinds';
import { DIST_DIR } from '@/lib/env/dist-dir';
import { EDITOR_PATH } from '@/lib/routes';
import { findLeaks, serverOnlyVariables } from '@/lib/security/server/secrets';

import { expect, test } from './support/fixtures';
import { rawRequest } from './support/raw-request';

const root = path.resolve(__dirname, '../..');

test.describe('security headers', () => {
  // Pages, a file, a redirect (page 1 of a list), a 404 and the tunnel's refusal: every answer.
  for (const route of [
    '/',
    ROUTE_KINDS.service,
    '/sitemap.xml',
    '/blog/page/1',
    '/no-such-page',
    '/monitoring',
    // Next's own answers: the trailing-slash 308 and the 400 for a malformed path.
    '/about/',
    '/%E0%A4%A',
  ]) {
    test(`${route} carries every header`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
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

test("the web editor's policy is its own, on its path only", async ({ request }) => {
  const editor = (await request.get(EDITOR_PATH)).headers();
  const editorScripts = /script-src ([^;]*)/.exec(editor['content-security-policy'] ?? '')?.[1];
  // Decap compiles its configuration checks (Ajv) and talks to GitHub's API; a production
  // build never names the local-mode server.
  expect(editorScripts).toContain("'unsafe-eval'");
  expect(editorScripts).not.toContain('unsafe-inline');
  expect(editor['content-security-policy']).toContain('https://api.github.com');
  expect(editor['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(editor['content-security-policy']).not.toContain('127.0.0.1');
  expect(editor['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  for (const route of Object.values(ROUTE_KINDS)) {
    const response = await request.get(route);
    const headers = response.headers();
    expect(headers['content-security-policy'], route).not.toContain('unsafe-eval');
    expect(headers['content-security-policy'], route).not.toContain('api.github.com');
    expect(headers['cross-origin-opener-policy'], route).toBe('same-origin');
    // The editor's scripts load on its page only.
    expect(await response.text(), route).not.toContain(`${EDITOR_PATH}/`);
  }
});

// No page refuses a script, style or file under its policy: kinds.spec.ts watches every load of each kind.

/** Every file under a folder, recursively. */
function filesIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
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

test.describe('the tunnel reads nothing it need not', () => {
  // The 408 at the read deadline for a configured DSN: tests/reliability/corpus.ts (28.2).
  test('a body that stops arriving is refused at once when no DSN is set, not held', async () => {
    const answer = await rawRequest(
      'POST',
      '/monitoring',
      { 'Content-Length': '60' },
      '{"dsn":"x"}\n{"a":1}',
      { stall: true },
    );
    // No DSN in this build: refused before a byte is read (proxy.ts used to hold it ~300 s).
    expect(answer.status).toBe(404);
    expect(answer.text).toBe('Error reporting is not configured on this site.');
  });

  for (const method of ['TRACE', 'PUT', 'DELETE', 'GET']) {
    test(`${method} is 405 with a reason, never a stack trace`, async () => {
      const answer = await rawRequest(method, '/monitoring');
      expect(answer.status).toBe(405);
      expect(answer.text).toBe('The tunnel accepts Sentry envelopes sent with POST.');
    });
  }
});

test("Next's own answers are the ones we test for headers", async ({ request }) => {
  const slash = await request.get('/about/', { maxRedirects: 0 });
  expect(slash.status()).toBe(308);
  expect(slash.headers()['location']).toBe('/about');
  expect((await rawRequest('GET', '/%E0%A4%A')).status).toBe(400);
});

test.describe('generated files are read, never written', () => {
  for (const route of ['/sitemap.xml', '/robots.txt', '/blog/feed.xml']) {
    test(`${route} answers GET and HEAD, and 405 to anything else`, async () => {
      expect((await rawRequest('GET', route)).status).toBe(200);
      expect((await rawRequest('HEAD', route)).status).toBe(200);
      for (const method of ['DELETE', 'PUT', 'POST', 'TRACE', 'PROPFIND']) {
        const answer = await rawRequest(method, route);
        expect(answer.status, method).toBe(405);
        expect(answer.headers['allow'], method).toBe('GET, HEAD');
        expect(answer.headers['cache-control'], method).toBe('no-store');
      }
    });
  }
});

test('/api/dev-media answers a production request with a plain 404 that echoes nothing', async () => {
  const name = '<script>alert(1)</script>x.webp';
  const answer = await rawRequest('GET', `/api/dev-media/${encodeURIComponent(name)}`);
  expect(answer.status).toBe(404);
  expect(answer.headers['content-type']).toMatch(/^text\/plain/);
  expect(answer.text).not.toContain('script');
  expect(answer.text).not.toContain('x.webp');
});

test("Next's image optimizer is off: /_next/image is a 404", async ({ request }) => {
  for (const url of ['%2Fx%0D%0A%5Bcsp%5D%20fake.png', '%2Fimages%2Fportfolio%2Fami.svg', '%1B%5D0%3Bx%07'])
    expect((await request.get(`/_next/image?url=${url}&w=64&q=75`)).status(), url).toBe(404);
});

test('no manifest naming repository paths, and no worker source, is served', async ({ request }) => {
  for (const file of ['/media/manifest.json', '/og/manifest.json'])
    expect((await request.get(file)).status(), file).toBe(404);
  const published = filesIn(path.join(root, DIST_DIR, 'static')).map((file) => path.relative(root, file));
  expect(published.filter((file) => /\.(ts|tsx)$/.test(file))).toEqual([]);
  for (const folder of ['public/media', 'public/og'])
    expect(filesIn(path.join(root, folder)).filter((file) => file.endsWith('.json'))).toEqual([]);
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
