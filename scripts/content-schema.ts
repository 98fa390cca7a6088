/*
 * npm run content:schema: writes the front matter JSON Schemas (lib/content/json-schema.ts)
 * and the field tables of docs/editing.md (lib/content/server/field-docs.ts), from the zod schemas
 * and the names the content has. `npm run dev` runs it after each save.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { frontMatterJsonSchemas, SCHEMA_DIR } from '@/lib/content/json-schema';
import { referenceNames } from '@/lib/content/server';
import { EDITING_DOC, editingDocWithTables } from '@/lib/content/server/field-docs';

import { runAsCommand } from './command';

/** Writes only what changed, and says so; returns the files written. */
export async function writeContentSchemas(): Promise<string[]> {
  const root = process.cwd();
  const names = referenceNames();
  const files: Record<string, string> = {
    ...frontMatterJsonSchemas(names),
    [EDITING_DOC]: await editingDocWithTables(root, names),
  };
  mkdirSync(path.join(root, SCHEMA_DIR), { recursive: true });
  const written = Object.entries(files).flatMap(([file, text]) => {
    const current = (() => {
      try {
        return readFileSync(path.join(root, file), 'utf8');
      } catch {
        return undefined;
      }
    })();
    if (current === text) return [];
    writeFileSync(path.join(root, file), text);
    return [file];
  });
  for (const file of written) console.log(`Wrote ${file}`);
  return written;
}

runAsCommand(module, writeContentSchemas);
