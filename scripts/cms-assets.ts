/*
 * Copies Decap CMS's browser bundle (pinned in vendor/decap-cms/, checked against its
 * checksums: scripts/cms-bundle.ts) to public/admin/decap/, so /admin loads it from our own
 * origin: no CDN, and the CSP of /admin allows 'self' only.
 * Run before every build and dev server (scripts/prebuild.ts, npm run dev); the copy is not
 * committed (.gitignore).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildSync } from 'esbuild';

import { CMS_ASSETS_PATH, CMS_PARSER_FILE } from '@/lib/content/cms-config';
import { editorServed } from '@/lib/env/server/cms';

import { verifiedCmsBundle } from './cms-bundle';
import { runAsCommand } from './command';

const CMS_ASSETS_FOLDER = path.join('public', CMS_ASSETS_PATH);

/**
 * Writes the editor's files, or, for a production build with no editor (no CMS backend
 * configured: lib/env/server/cms.ts), removes any left by a dev server so none ships.
 */
export function writeCmsAssets(root = process.cwd(), production = false) {
  const target = path.join(root, CMS_ASSETS_FOLDER);
  rmSync(target, { recursive: true, force: true });
  if (!editorServed(production)) {
    console.log('No CMS backend configured (CMS_GITHUB_REPO): the build has no web editor at /admin');
    return;
  }
  mkdirSync(target, { recursive: true });
  // The bundle and the chunks it loads on demand (bundle.json and package.json stay behind).
  const files = verifiedCmsBundle().filter(({ name }) => name.endsWith('.js'));
  for (const { name, data } of files) writeFileSync(path.join(target, name), data);
  buildSync({
    entryPoints: [path.join(__dirname, '../components/cms/markdown-parser-entry.ts')],
    outfile: path.join(target, CMS_PARSER_FILE),
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    alias: { '@': path.join(__dirname, '..') },
    logLevel: 'warning',
  });
  console.log(
    `Copied the web editor's bundle (${files.length} files) and its Markdown parser to ${CMS_ASSETS_FOLDER}/`,
  );
}

runAsCommand(module, writeCmsAssets);
