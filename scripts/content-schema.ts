/* npm run content:schema: writes the front matter JSON Schemas (see lib/content/json-schema.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { frontMatterJsonSchemas, SCHEMA_DIR } from '@/lib/content/json-schema';

mkdirSync(path.join(process.cwd(), SCHEMA_DIR), { recursive: true });
for (const [file, text] of Object.entries(frontMatterJsonSchemas())) {
  writeFileSync(path.join(process.cwd(), file), text);
  console.log(`Wrote ${file}`);
}
