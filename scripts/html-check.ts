/*
 * npm run html:check (after `npm run build`): the W3C Nu HTML checker (vnu-jar) over every
 * page the build pre-rendered. Exits 1 on any error. Its CSS parser's messages are left out:
 * it does not know the CSS the site ships (nesting, @layer, newer functions), which browsers
 * and the build's own CSS tooling check instead. Needs Java 11 or later on the PATH.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { runAsCommand } from './command';

const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
const PAGES_DIR = path.join(process.env.NEXT_DIST_DIR ?? '.next', 'server', 'pages');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const isCssMessage = (message: VnuMessage) => message.message.startsWith('CSS:');

function builtPages(): string[] {
  return (readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(PAGES_DIR, file))
    .sort();
}

function checkHtml() {
  const pages = builtPages();
  if (pages.length === 0) throw new Error(`No pages in ${PAGES_DIR}: run npm run build first`);
  let report = '';
  try {
    // The system's Java, never a download (vnu-jar's own launcher fetches one when none is found).
    execFileSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...pages], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // vnu exits 1 when it found errors; the JSON report is on stderr either way.
    report = (error as { stderr?: string }).stderr ?? '';
    if (!report.trim().startsWith('{')) throw error;
  }
  const messages = report ? (JSON.parse(report) as { messages: VnuMessage[] }).messages : [];
  const errors = messages.filter((message) => !isCssMessage(message));
  for (const error of errors)
    console.error(
      `${path.relative(process.cwd(), new URL(error.url).pathname)}:${error.lastLine ?? 0}: ${error.message}`,
    );
  console.log(
    `HTML check (W3C Nu): ${pages.length} pages, ${errors.length} errors` +
      ` (${messages.length - errors.length} CSS parser messages left out)`,
  );
  if (errors.length > 0) process.exit(1);
}

runAsCommand(module, checkHtml);
