/**
 * A temporary copy of the site for the web editor's tests: the editor writes into the
 * copy's content/, never the repository's. It shares node_modules (a link) and runs its
 * own dev server and `npm run cms`, each in a process group stopped at the end.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { writeCmsAssets } from '@/scripts/cms-assets';

/** What a copy rebuilds or does not need: builds, test output, git, rendered media. */
const SKIPPED = /^(node_modules|\.git|\.next.*|test-results|playwright-report|data|coverage|public\/media)$/;

export interface SiteCopy {
  root: string;
  /** Starts (or restarts) `next dev`: a dev server reads the content once, when it starts. */
  startDev(): Promise<void>;
  stop(): void;
  /** `npm run content:check` in the copy: its exit code and what it printed. */
  contentCheck(): { ok: boolean; output: string };
}

async function waitForHttp(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a command in its own process group, its output in `log` (inside the copy). */
function startGroup(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  log: string,
): ChildProcess {
  const out = openSync(path.join(cwd, log), 'a');
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', out, out],
  });
  child.unref();
  return child;
}

function stopGroup(child: ChildProcess | undefined) {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

export async function makeSiteCopy(ports: { dev: number; cms: number }): Promise<SiteCopy> {
  const source = process.cwd();
  const root = mkdtempSync(path.join(os.tmpdir(), 'cms-site-'));
  for (const name of readdirSync(source).filter((name) => !SKIPPED.test(name)))
    cpSync(path.join(source, name), path.join(root, name), {
      recursive: true,
      filter: (file) => !SKIPPED.test(path.relative(source, file)),
    });
  // Hard links: a second node_modules in seconds, no space. Turbopack refuses a symbolic
  // link that leads outside the project, and a copy nested in the repository confuses it.
  execFileSync('cp', ['-al', path.join(source, 'node_modules'), path.join(root, 'node_modules')]);
  writeCmsAssets(root);
  const env = { CMS_LOCAL_PORT: String(ports.cms), NEXT_TELEMETRY_DISABLED: '1' };
  const cms = startGroup('npx', ['tsx', 'scripts/cms-server.ts'], root, env, 'cms.log');
  let dev: ChildProcess | undefined;
  await waitForHttp(`http://127.0.0.1:${ports.cms}/`, 60_000);
  return {
    root,
    async startDev() {
      stopGroup(dev);
      dev = startGroup(
        'npx',
        ['next', 'dev', '-p', String(ports.dev), '-H', '127.0.0.1'],
        root,
        env,
        'dev.log',
      );
      await waitForHttp(`http://127.0.0.1:${ports.dev}/robots.txt`, 180_000);
    },
    stop() {
      stopGroup(dev);
      stopGroup(cms);
      // KEEP_SITE_COPY=1 keeps the copy (and its dev.log, cms.log) to look into a failure.
      if (!process.env.KEEP_SITE_COPY) rmSync(root, { recursive: true, force: true, maxRetries: 5 });
    },
    contentCheck() {
      try {
        const output = execFileSync('npx', ['tsx', 'scripts/content-check.ts'], {
          cwd: root,
          encoding: 'utf8',
        });
        return { ok: true, output };
      } catch (error) {
        const failed = error as { stdout?: string; stderr?: string };
        return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
      }
    },
  };
}
