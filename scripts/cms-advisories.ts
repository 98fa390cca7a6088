/*
 * npm run cms:advisories: checks the vendored web editor (vendor/decap-cms/bundle.json's
 * version) against the published security advisories of the Decap packages its bundle is
 * built from (GitHub's advisory database, the one npm audit reads). npm audit cannot see the
 * bundle, since it is not installed. Online only: offline, or under CI (which never reaches
 * the network here), it says it skipped and exits 0. A hit exits 1 with each advisory and
 * the version that fixes it: upgrade with npm run cms:update.
 */
import { readFileSync } from 'node:fs';

import { CMS_BUNDLE_MANIFEST, type CmsBundleManifest } from './cms-bundle';
import { runAsCommand } from './command';

/** The packages the prebuilt bundle holds, whose advisories apply to it. */
export const BUNDLED_PACKAGES = ['decap-cms', 'decap-cms-app', 'decap-cms-core'] as const;
const ADVISORIES_API = 'https://api.github.com/advisories';
const TIMEOUT_MS = 10_000;

export interface Advisory {
  ghsa_id: string;
  summary: string;
  severity: string;
  html_url: string;
  vulnerabilities?: { package?: { name?: string }; first_patched_version?: string | null }[];
}

export type AdvisoryCheck =
  | { kind: 'skipped'; reason: string }
  | { kind: 'clear'; version: string }
  | { kind: 'found'; version: string; advisories: Advisory[] };

/** The advisories affecting `version` of the bundled packages, or why the check was skipped. */
export async function checkCmsAdvisories(
  version: string,
  { fetch: get = fetch, ci = process.env.CI }: { fetch?: typeof fetch; ci?: string } = {},
): Promise<AdvisoryCheck> {
  if (ci) return { kind: 'skipped', reason: 'under CI, which makes no network call' };
  const url = new URL(ADVISORIES_API);
  url.searchParams.set('ecosystem', 'npm');
  url.searchParams.set('affects', BUNDLED_PACKAGES.map((name) => `${name}@${version}`).join(','));
  let answer: Response;
  try {
    answer = await get(url, {
      headers: { Accept: 'application/vnd.github+json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'skipped', reason: `offline (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!answer.ok) return { kind: 'skipped', reason: `the advisory database answered ${answer.status}` };
  const advisories = (await answer.json()) as Advisory[];
  return advisories.length > 0 ? { kind: 'found', version, advisories } : { kind: 'clear', version };
}

export function describeCheck(check: AdvisoryCheck): string {
  switch (check.kind) {
    case 'skipped':
      return `Decap advisories not checked: ${check.reason}. Run npm run cms:advisories online.`;
    case 'clear':
      return `Decap ${check.version}: no published advisory affects it.`;
    case 'found':
      return [
        `Decap ${check.version} is affected by ${check.advisories.length} advisory(ies):`,
        ...check.advisories.map((advisory) => {
          const fixed = advisory.vulnerabilities
            ?.map((v) => v.first_patched_version)
            .find((patched): patched is string => Boolean(patched));
          return `- ${advisory.ghsa_id} (${advisory.severity}): ${advisory.summary} ${advisory.html_url}${fixed ? `; fixed in ${fixed}: npm run cms:update -- ${fixed}` : ''}`;
        }),
      ].join('\n');
  }
}

async function main() {
  const { version } = JSON.parse(readFileSync(CMS_BUNDLE_MANIFEST, 'utf8')) as CmsBundleManifest;
  const check = await checkCmsAdvisories(version);
  console.log(describeCheck(check));
  if (check.kind === 'found') process.exit(1);
}

runAsCommand(module, main);
