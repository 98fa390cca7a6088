import { afterEach, describe, expect, it, vi } from 'vitest';

import { editorServed } from '@/lib/env/server/cms';
import { EDITOR_PATH } from '@/lib/routes';
import nextConfig from '@/next.config';
import { getStaticProps } from '@/pages/admin';

// The page's preview imports the site's fonts, which only Next's compiler can load.
vi.mock('next/font/local', () => ({ default: () => ({ className: '', variable: '' }) }));

afterEach(() => vi.unstubAllEnvs());

/** The production build's environment, with or without a CMS backend. */
function production(repo: string) {
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('CMS_GITHUB_REPO', repo);
}

/** Every header rule next.config.ts gives, and which of them allow 'unsafe-eval'. */
async function evalRules() {
  const rules = (await nextConfig.headers?.()) ?? [];
  expect(rules.length).toBeGreaterThan(0);
  return rules
    .filter((rule) => rule.headers.some((header) => header.value.includes("'unsafe-eval'")))
    .map((rule) => rule.source);
}

describe('/admin exists only where an editor can save', () => {
  it('in development, and in production once a backend is configured', () => {
    expect(editorServed(false, { repo: undefined })).toBe(true);
    expect(editorServed(true, { repo: undefined })).toBe(false);
    expect(editorServed(true, { repo: 'owner/name' })).toBe(true);
  });

  it('a production build with no backend answers 404 at /admin, and no path allows eval', async () => {
    production('');
    expect(await getStaticProps({})).toEqual({ notFound: true });
    expect(await evalRules()).toEqual([]);
  });

  it("with a backend, /admin is the editor and only its path allows Decap's eval", async () => {
    production('owner/name');
    const result = await getStaticProps({});
    expect(result).toMatchObject({ props: { config: { backend: { repo: 'owner/name' } } } });
    expect(await evalRules()).toEqual([`${EDITOR_PATH}/:path*`]);
  });
});
