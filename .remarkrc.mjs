/**
 * Front-matter hints in editors that run remark (VS Code: the recommended
 * unifiedjs.vscode-remark): each Markdown collection is checked by the content check's own
 * rules (lib/content/server/front-matter-hints.ts), with the names a reference may take from
 * the JSON Schema that `npm run content:schema` writes. `npm run content:check` stays the
 * gate; this brings its field rules, words and places into the editor as you type.
 */
import { fileURLToPath } from 'node:url';

import remarkFrontmatter from 'remark-frontmatter';
import { tsImport } from 'tsx/esm/api';

export const frontMatterSchemas = {
  './content/schemas/post.schema.json': ['content/posts/*.md'],
  './content/schemas/case-study.schema.json': ['content/case-studies/*.md'],
  './content/schemas/portfolio.schema.json': ['content/portfolio/*.md'],
};

// The rules are TypeScript with the project's `@/` paths: tsx loads them as `npm run` does,
// told where tsconfig.json is (an editor's language server may run from any folder); the
// setting is put back after, so nothing else in that process sees it.
const saved = process.env.TSX_TSCONFIG_PATH;
process.env.TSX_TSCONFIG_PATH = fileURLToPath(new URL('./tsconfig.json', import.meta.url));
const { frontMatterHints } = await tsImport(
  './lib/content/server/front-matter-hints.ts',
  import.meta.url,
).finally(() => {
  if (saved === undefined) delete process.env.TSX_TSCONFIG_PATH;
  else process.env.TSX_TSCONFIG_PATH = saved;
});

const remarkConfig = {
  plugins: [remarkFrontmatter, [frontMatterHints, { schemas: frontMatterSchemas }]],
};

export default remarkConfig;
