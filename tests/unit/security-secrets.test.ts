import { describe, expect, it } from 'vitest';

import { findLeaks, serverOnlyVariables } from '@/lib/security/server/secrets';

const example = `# Public origin
NEXT_PUBLIC_SITE_URL=https://example.test
# Mail
SENDGRID_API_KEY=
# LEAD_DB_AUTH_TOKEN=
CHROME_PATH=/usr/bin/chromium
`;

describe('serverOnlyVariables', () => {
  it('lists every documented variable without the public prefix, commented or not', () => {
    expect(serverOnlyVariables(example)).toEqual(['SENDGRID_API_KEY', 'LEAD_DB_AUTH_TOKEN', 'CHROME_PATH']);
  });
});

describe('findLeaks', () => {
  const env = { SENDGRID_API_KEY: 'SG.fake-secret-value', LEAD_DB_AUTH_TOKEN: 'short' };
  it('finds a secret value and a server-only name in bundle text', () => {
    expect(findLeaks('a="SG.fake-secret-value"', ['SENDGRID_API_KEY'], env)).toEqual([
      { variable: 'SENDGRID_API_KEY', what: 'value' },
    ]);
    expect(findLeaks('process.env.SENDGRID_API_KEY', ['SENDGRID_API_KEY'], env)).toEqual([
      { variable: 'SENDGRID_API_KEY', what: 'name' },
    ]);
  });

  it('passes clean text and ignores values too short to mean anything', () => {
    expect(findLeaks('const short = 1', ['SENDGRID_API_KEY', 'LEAD_DB_AUTH_TOKEN'], env)).toEqual([]);
  });
});
