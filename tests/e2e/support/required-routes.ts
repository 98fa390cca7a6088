import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * shared/ sits beside the checkout (CI's fresh clone, /work/main) or, for a git worktree,
 * one folder further up; SHARED_DIR names it anywhere else.
 */
const candidates = process.env.SHARED_DIR
  ? [process.env.SHARED_DIR]
  : ['../../../shared', '../../../../shared'].map((relative) => path.resolve(__dirname, relative));

/** The page routes the product must serve with 200, from shared/routes.txt. */
export function requiredRoutes(): string[] {
  const file = candidates.map((folder) => path.join(folder, 'routes.txt')).find(existsSync);
  if (!file)
    throw new Error(
      `shared/routes.txt not found (looked in ${candidates.join(', ')}); set SHARED_DIR to the folder that holds it`,
    );
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
}
