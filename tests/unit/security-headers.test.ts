import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  scriptHash,
  type SecurityHeaderOptions,
  securityHeaders,
} from '@/lib/security/server/headers';

const base: SecurityHeaderOptions = { integrations: {}, inlineScripts: [], production: true };
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('contentSecurityPolicy', () => {
  it("allows only the site's own origin by default", () => {
    const csp = contentSecurityPolicy(base);
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toMatch(/https:/);
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
  });

  it('allows each inline script by the sha256 of its exact text', () => {
    const source = "document.documentElement.dataset.theme='dark'";
    const expected = createHash('sha256').update(source).digest('base64');
    expect(scriptHash(source)).toBe(`'sha256-${expected}'`);
    expect(directive(contentSecurityPolicy({ ...base, inlineScripts: [source, 'x()'] }), 'script-src')).toBe(
      `script-src 'self' 'sha256-${expected}' ${scriptHash('x()')}`,
    );
  });

  it('adds the hosts of each integration only when it is configured', () => {
    const csp = contentSecurityPolicy({
      ...base,
      integrations: {
        gtmId: 'GTM-X',
        googleAdsId: 'AW-1',
        visitorTrackingSrc: 'https://cdn.tracker.test/t.js?id=1',
        algoliaAppId: 'APP1',
        sentryDsn: 'https://k@o1.ingest.sentry.io/1',
      },
    });
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'script-src')).toContain('https://www.googleadservices.com');
    expect(directive(csp, 'script-src')).toContain('https://cdn.tracker.test');
    expect(directive(csp, 'script-src')).not.toContain('t.js');
    expect(directive(csp, 'connect-src')).toContain('https://APP1-dsn.algolia.net');
    expect(directive(csp, 'connect-src')).toContain('https://APP1-3.algolianet.com');
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:");
    // Sentry goes through the /monitoring tunnel on our own origin.
    expect(csp).not.toContain('sentry.io');
    // A host named by two integrations appears once.
    expect(directive(csp, 'script-src').match(/googletagmanager/g)).toHaveLength(1);
  });

  it('ignores a tracker URL that is not a URL', () => {
    expect(contentSecurityPolicy({ ...base, integrations: { visitorTrackingSrc: 'not a url' } })).toBe(
      contentSecurityPolicy(base),
    );
  });

  it('lets the dev server evaluate code, never production', () => {
    expect(directive(contentSecurityPolicy({ ...base, production: false }), 'script-src')).toContain(
      "'unsafe-eval'",
    );
    expect(contentSecurityPolicy(base)).not.toContain('unsafe-eval');
  });
});

describe('securityHeaders', () => {
  const keys = (options: SecurityHeaderOptions) => securityHeaders(options).map((h) => h.key);

  it('sends the hardening headers, HSTS in production only', () => {
    expect(keys(base)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'X-Frame-Options',
        'Strict-Transport-Security',
      ]),
    );
    expect(keys({ ...base, production: false })).not.toContain('Strict-Transport-Security');
    const hsts = securityHeaders(base).find((h) => h.key === 'Strict-Transport-Security');
    expect(hsts?.value).toContain(`max-age=${HSTS_MAX_AGE_SECONDS}`);
    expect(securityHeaders(base).find((h) => h.key === 'X-Frame-Options')?.value).toBe('DENY');
    expect(keys(base)).not.toContain('X-Powered-By');
  });
});
