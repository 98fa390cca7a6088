/*
 * Copies Decap CMS's browser bundle (node_modules/decap-cms/dist) to public/admin/decap/, so
 * /admin loads it from our own origin: no CDN, and the CSP of /admin allows 'self' only.
 * Run before every build and dev server (scripts/prebuild.ts, npm run dev); the copy is not
 * committed (.gitignore).
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { buildSync } from 'esbuild';

import { CMS_ASSETS_PATH, CMS_PARSER_FILE } from '@/lib/content/cms-config';

import { runAsCommand } from './command';

/** Where the package is installed (a copy of the site shares the repository's node_modules). */
const SOURCE = path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
const CMS_ASSETS_FOLDER = path.join('public', CMS_ASSETS_PATH);

export function writeCmsAssets(root = process.cwd()) {
  const target = path.join(root, CMS_ASSETS_FOLDER);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  // The bundle and the chunks it loads on demand; source maps stay behind.
  const files = readdirSync(SOURCE).filter((name) => /^[\w.-]*decap-cms\.js$/.test(name));
  for (const name of files) copyFileSync(path.join(SOURCE, name), path.join(target, name));
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
