/** The vendored editor's advisory check, with the network replaced: tests never reach it. */
import { describe, expect, it, vi } from 'vitest';

import { type Advisory, BUNDLED_PACKAGES, checkCmsAdvisories, describeCheck } from '@/scripts/cms-advisories';

const advisory: Advisory = {
  ghsa_id: 'GHSA-xxxx-yyyy-zzzz',
  summary: 'A stored XSS in the editor',
  severity: 'high',
  html_url: 'https://github.com/advisories/GHSA-xxxx-yyyy-zzzz',
  vulnerabilities: [{ package: { name: 'decap-cms-core' }, first_patched_version: '3.16.4' }],
};
const answering = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('npm run cms:advisories', () => {
  it('asks for the bundled packages at the vendored version, and names each advisory with its fix', async () => {
    const get = answering([advisory]);
    const check = await checkCmsAdvisories('3.16.3', { fetch: get, ci: '' });
    const url = new URL(String(vi.mocked(get).mock.calls[0]![0]));
    expect(url.searchParams.get('affects')).toBe(BUNDLED_PACKAGES.map((name) => `${name}@3.16.3`).join(','));
    expect(check.kind).toBe('found');
    expect(describeCheck(check)).toContain('GHSA-xxxx-yyyy-zzzz (high)');
    expect(describeCheck(check)).toContain('npm run cms:update -- 3.16.4');
  });

  it('says clear when nothing affects the version', async () => {
    expect(describeCheck(await checkCmsAdvisories('3.16.3', { fetch: answering([]), ci: '' }))).toBe(
      'Decap 3.16.3: no published advisory affects it.',
    );
  });

  it('skips with a note offline, and under CI without asking at all', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(describeCheck(await checkCmsAdvisories('3.16.3', { fetch: offline, ci: '' }))).toMatch(
      /^Decap advisories not checked: offline \(fetch failed\)/,
    );
    const never = answering([]);
    expect((await checkCmsAdvisories('3.16.3', { fetch: never, ci: 'true' })).kind).toBe('skipped');
    expect(never).not.toHaveBeenCalled();
  });
});
