/*
 * The web editor's prebuilt bundle (Decap CMS), pinned in the repository: vendor/decap-cms/
 * holds the package's browser files and licence notices, and bundle.json names the version, the
 * registry's checksum of the package and each file's SHA-256. Kept out of package.json on
 * purpose: the package's tree is ~700 packages (with stale React peers) only to ship
 * these files. `npm run cms:update -- <version>` replaces them (scripts/cms-update.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const CMS_BUNDLE_FOLDER = path.join(__dirname, '..', 'vendor', 'decap-cms');
export const CMS_BUNDLE_MANIFEST = path.join(CMS_BUNDLE_FOLDER, 'bundle.json');

export interface CmsBundleManifest {
  package: 'decap-cms';
  version: string;
  /** The registry's integrity of the package tarball the files came from. */
  integrity: string;
  /** File name (in CMS_BUNDLE_FOLDER) → SHA-256 (hex). */
  files: Record<string, string>;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The bundle's files, each checked against the manifest: a changed file fails the build. */
export function verifiedCmsBundle(folder = CMS_BUNDLE_FOLDER): { name: string; data: Buffer }[] {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'bundle.json'), 'utf8')) as CmsBundleManifest;
  return Object.entries(manifest.files).map(([name, expected]) => {
    const data = readFileSync(path.join(folder, name));
    if (sha256(data) !== expected)
      throw new Error(
        `vendor/decap-cms/${name} does not match its checksum in bundle.json: restore it (git checkout vendor/decap-cms) or run npm run cms:update -- ${manifest.version}`,
      );
    return { name, data };
  });
}
