/**
 * Prints the gzip size of the JS a first visit to a route loads (files listed in
 * build-manifest.json for /_app plus the route). Usage: tsx scripts/first-load-js.ts [route] [distDir]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const route = process.argv[2] ?? '/';
const distDir = process.argv[3] ?? '.next';
const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
  pages: Record<string, string[]>;
  polyfillFiles?: string[];
  rootMainFiles?: string[];
};
const files = new Set([...(manifest.pages['/_app'] ?? []), ...(manifest.pages[route] ?? [])].filter((f) => f.endsWith('.js')));
let total = 0;
for (const file of files) total += gzipSync(readFileSync(path.join(distDir, file))).length;
console.log(`${route}: ${files.size} files, ${(total / 1024).toFixed(1)} KB gzip`);
