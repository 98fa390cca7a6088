/**
 * A temporary copy of the project for tests that edit content and run a server on it: the
 * tree without its build output, with node_modules hard-linked (a symbolic link would lead
 * Turbopack outside the project, which it refuses; hard links cost no space or copying).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect } from '@playwright/test';

/** A production build of the copy renders every image first: half an hour on a busy 2-core machine. */
export const SERVER_START_MS = 2_700_000;

const SKIPPED = /^(node_modules|\.next.*|\.git|test-results|playwright-report|data|coverage)$/;

export interface ProjectCopy {
  root: string;
  /** Writes a file (path from the project root). */
  write(file: string, text: string): void;
  read(file: string): string;
  /**
   * Runs a command in the copy, its output into the test's log; resolves once `ready` answers.
   * Several may run at once (the site and the web editor's local server).
   */
  serve(command: string, args: string[], ready: string, env?: Record<string, string>): Promise<void>;
  /** Stops the servers and deletes the copy. */
  remove(): Promise<void>;
}

export function copyProject(name: string): ProjectCopy {
  const from = process.cwd();
  const root = mkdtempSync(path.join(tmpdir(), `${name}-`));
  cpSync(from, root, {
    recursive: true,
    filter: (source) => !SKIPPED.test(path.relative(from, source).split(path.sep)[0] ?? ''),
  });
  execFileSync('cp', ['-al', path.join(from, 'node_modules'), path.join(root, 'node_modules')]);
  const servers: ChildProcess[] = [];
  return {
    root,
    write: (file, text) => writeFileSync(path.join(root, file), text),
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
    async serve(command, args, ready, env = {}) {
      // A process group of its own, so stopping it stops the server it starts too.
      const server = spawn(command, args, {
        cwd: root,
        detached: true,
        stdio: 'inherit',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      });
      servers.push(server);
      const status = () => {
        if (server.exitCode !== null) throw new Error(`${command} ${args.join(' ')} stopped`);
        return fetch(ready).then(
          (response) => response.status,
          () => 0,
        );
      };
      // Any answer means the server is up (a content error answers too, with its message).
      await expect.poll(status, { timeout: SERVER_START_MS, intervals: [500, 1000] }).toBeGreaterThan(0);
    },
    async remove() {
      for (const server of servers) {
        if (!server.pid) continue;
        const group = -server.pid;
        const alive = () => {
          try {
            process.kill(group, 0);
            return true;
          } catch {
            return false;
          }
        };
        if (alive()) process.kill(group, 'SIGTERM');
        // The whole group, not just npm: Next's workers write into .next until they exit.
        await expect.poll(alive, { timeout: 60_000 }).toBe(false);
      }
      // Children of the server may still be finishing a write into .next: retry the removal.
      rmSync(root, { recursive: true, force: true, maxRetries: 10 });
    },
  };
}
