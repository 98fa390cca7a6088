/**
 * The suite's second build, for tests/e2e/proof*.spec.ts and tags.spec.ts only: its content
 * has the agency's proof supplied by a test fixture (results, quotes, logos, team, address:
 * tests/fixtures/proof-content), and it has fake tag ids (NEXT_PUBLIC_* values are fixed at
 * build time). The main build keeps the real content, which has none, and no tag. One build
 * for both, since each build costs minutes of CI.
 *
 * `npm run build:proof` makes it: .ci/run beside the integration specs, before the suite.
 */
import { spawnSync } from 'node:child_process';

import { FAKE_TAG_ENV } from '../../../lib/tags/fake-tags';
import { PROOF_FIXTURE } from '../../fixtures/proof';

export const PROOF_BUILD_ENV = {
  NEXT_DIST_DIR: '.next-proof',
  CONTENT_FIXTURE: PROOF_FIXTURE,
  ...FAKE_TAG_ENV,
};

if (require.main === module) {
  const { status } = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ...PROOF_BUILD_ENV },
  });
  process.exit(status ?? 1);
}
