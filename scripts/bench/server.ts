import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

import { type BenchBuild, buildEnv } from './builds';

export const root = path.resolve(__dirname, '../..');

/** How long `next start` may take to answer its first request. */
const START_TIMEOUT_MS = 60_000;

/**
 * What a build is made from: a change to any of these makes an existing build stale. Not
 * public/: `next start` serves it from disk, and every build rewrites its generated files.
 */
const BUILD_SOURCES = [
  'components',
  'content',
  'lib',
  'pages',
  'styles',
  'next.config.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'package-lock.json',
];

/** Time of the newest change to the build's sources. */
function newestSourceChange(): number {
  return Math.max(
    ...BUILD_SOURCES.map((source) => path.join(root, source)).flatMap((source) => {
      if (!statSync(source).isDirectory()) return [statSync(source).mtimeMs];
      return readdirSync(source, { recursive: true, encoding: 'utf8' }).map(
        (file) => statSync(path.join(source, file)).mtimeMs,
      );
    }),
  );
}

/** Builds the production site into the build's folder unless a build newer than its sources is there. */
export function buildIfStale(build: BenchBuild): void {
  const buildId = path.join(root, build.distDir, 'BUILD_ID');
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const newest = newestSourceChange();
  if (built > newest) return;
  console.log(
    `${built ? `The ${build.name} build in ${build.distDir} is older than its sources` : `No ${build.name} build in ${build.distDir}`}: running npm run build ...`,
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: buildEnv(build) });
  if (result.status !== 0) throw new Error(`npm run build (${build.name}) failed`);
}

/** A port nobody listens on right now: the OS picks it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  origin: string;
  stop: () => void;
}

/** `next start` of a build on loopback, resolved once it answers. */
export const startServer = (build: BenchBuild): Promise<RunningServer> => startNext(root, buildEnv(build));

/** `next start` of the project built in `dir` (this one, or a copy), on a free loopback port. */
export async function startNext(
  dir: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = START_TIMEOUT_MS,
): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    path.join(dir, 'node_modules/.bin/next'),
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: dir, env, stdio: 'ignore', detached: true },
  );
  // Stopping kills the whole group: `next start` runs its server in a child process.
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`next start did not answer on ${origin} within ${timeoutMs / 1000} s`);
}
