/*
 * npm run cms:update -- <version>: replaces the web editor's pinned bundle
 * (vendor/decap-cms/, scripts/cms-bundle.ts) with that version of the decap-cms package,
 * fetched by npm (which checks the tarball against the registry's integrity) and unpacked
 * with tar. Only the browser files (the bundle, the chunks it loads, their licence notices)
 * and the package's package.json are kept.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { CMS_BUNDLE_FOLDER, CMS_BUNDLE_MANIFEST, type CmsBundleManifest, sha256 } from './cms-bundle';
import { runAsCommand } from './command';

/**
 * The bundle and the chunks it loads on demand, with the licence notices of what it bundles;
 * source maps and the package's other build (cms.js) stay behind.
 */
const BUNDLE_FILE = /^[\w.-]*decap-cms\.js(\.LICENSE\.txt)?$/;

function updateCmsBundle() {
  const version = process.argv[2];
  if (!version || !/^\d+\.\d+\.\d+$/.test(version))
    throw new Error('Name the version: npm run cms:update -- 3.16.3');
  const work = mkdtempSync(path.join(os.tmpdir(), 'decap-cms-'));
  try {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', `decap-cms@${version}`, '--json', '--pack-destination', work], {
        encoding: 'utf8',
      }),
    ) as { filename: string; integrity: string }[];
    execFileSync('tar', ['-xzf', path.join(work, packed!.filename), '-C', work]);
    const dist = path.join(work, 'package', 'dist');
    const names = readdirSync(dist)
      .filter((name) => BUNDLE_FILE.test(name))
      .sort();
    rmSync(CMS_BUNDLE_FOLDER, { recursive: true, force: true });
    mkdirSync(CMS_BUNDLE_FOLDER, { recursive: true });
    const files: Record<string, string> = {};
    // package.json too: it names the licence (MIT) of the package itself.
    for (const name of [...names.map((n) => path.join('dist', n)), 'package.json']) {
      const base = path.basename(name);
      copyFileSync(path.join(work, 'package', name), path.join(CMS_BUNDLE_FOLDER, base));
      files[base] = sha256(readFileSync(path.join(CMS_BUNDLE_FOLDER, base)));
    }
    const manifest: CmsBundleManifest = {
      package: 'decap-cms',
      version,
      integrity: packed!.integrity,
      files,
    };
    writeFileSync(CMS_BUNDLE_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`vendor/decap-cms/ now holds decap-cms ${version} (${names.length} files): commit it.`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

runAsCommand(module, updateCmsBundle);
