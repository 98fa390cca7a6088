/**
 * README's reverse-proxy lines (Deploy, "Behind a reverse proxy") cover what Next and Node
 * answer before the site runs: each refuses every method the site does not serve, and gives
 * each security header the e2e suite asks of every answer a default equal to the site's own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { siteSecurityHeaders } from '@/components/document/site-headers';
import { HSTS_MAX_AGE_SECONDS } from '@/lib/security/server/headers';

const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
const block = (language: string) =>
  new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(readme)?.[1] ?? '';
const nginx = block('nginx');
const caddy = block('caddyfile');

/** The headers tests/e2e/security.spec.ts asks of every answer. */
const EVERY_ANSWER = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'Permissions-Policy',
  'Cross-Origin-Resource-Policy',
];
const siteValue = (name: string) =>
  siteSecurityHeaders().find((header) => header.key.toLowerCase() === name.toLowerCase())?.value;

describe("README's reverse-proxy lines", () => {
  it('refuse every method but GET, HEAD, POST and OPTIONS with 405 (TRACE, TRACK, CONNECT among them)', () => {
    expect(nginx).toContain('if ($request_method !~ ^(GET|HEAD|POST|OPTIONS)$) { return 405; }');
    expect(caddy).toContain('@unserved not method GET HEAD POST OPTIONS');
    expect(caddy).toContain('respond @unserved 405');
  });

  it.each(EVERY_ANSWER)('give %s a default, only where the answer lacks it, equal to the site’s', (name) => {
    const variable = `$upstream_http_${name.toLowerCase().replaceAll('-', '_')}`;
    const map = new RegExp(`map \\${variable} (\\$\\w+) \\{ "" "([^"]*)"; default ""; \\}`).exec(nginx);
    expect(map, name).not.toBeNull();
    expect(nginx).toContain(`add_header ${name} ${map![1]} always;`);
    const caddyDefault = new RegExp(`\\?${name} "?([^"\\n]*)"?\\n`).exec(caddy)?.[1];
    expect(caddyDefault, name).toBe(map![2]);
    // The proxy's own answers are redirects and refusals: the strictest policy suits them.
    if (name === 'Strict-Transport-Security')
      // Sent by production servers only, so read from its constant.
      expect(map![2]).toContain(`max-age=${HSTS_MAX_AGE_SECONDS};`);
    else if (name !== 'Content-Security-Policy') expect(map![2], name).toBe(siteValue(name));
  });
});
