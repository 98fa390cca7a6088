import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CMS_BUNDLE_FOLDER, verifiedCmsBundle } from '@/scripts/cms-bundle';

interface Lockfile {
  packages: Record<string, { dev?: boolean; devOptional?: boolean; optional?: boolean }>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;
/** What `npm ci --omit=dev` installs: every entry of the lockfile not marked dev. */
const production = Object.entries(lock.packages).filter(([key, entry]) => key !== '' && !entry.dev);
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
/** The web editor's own packages: Decap's and its local server's. */
const isEditorPackage = (name: string) => /^(decap-|netlify-cms)/.test(name) || name === 'decap-cms';

describe("the web editor's bundle stays out of the servers' install", () => {
  it('the production install holds no editor package', () => {
    const editor = production.map(([key]) => nameOf(key)).filter(isEditorPackage);
    expect(editor).toEqual([]);
    // The bundle is pinned in the repository instead (scripts/cms-bundle.ts): no tree at all.
    expect(Object.keys(lock.packages).map(nameOf).filter(isEditorPackage)).toEqual([]);
  });

  it('the production install stays within 600 packages (942 with Decap inside)', () => {
    expect(production.length).toBeGreaterThan(0);
    expect(production.length).toBeLessThanOrEqual(600);
  });

  it('the pinned bundle matches its checksums, and a changed file is refused', () => {
    const files = verifiedCmsBundle().map(({ name }) => name);
    expect(files).toContain('decap-cms.js');
    const copy = mkdtempSync(path.join(os.tmpdir(), 'cms-bundle-'));
    try {
      cpSync(CMS_BUNDLE_FOLDER, copy, { recursive: true });
      writeFileSync(path.join(copy, 'decap-cms.js'), '/* changed */');
      expect(() => verifiedCmsBundle(copy)).toThrow(/decap-cms\.js does not match its checksum/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
