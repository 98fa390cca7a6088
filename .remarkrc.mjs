/**
 * Front-matter hints in editors that run remark (VS Code: the recommended
 * unifiedjs.vscode-remark): each Markdown collection is checked by the content check's own
 * rules (lib/content/server/front-matter-hints.ts), with the names a reference may take from
 * the JSON Schema that `npm run content:schema` writes. `npm run content:check` stays the
 * gate; this brings its field rules, words and places into the editor as you type.
 */
import remarkFrontmatter from 'remark-frontmatter';
import { tsImport } from 'tsx/esm/api';

export const frontMatterSchemas = {
  './content/schemas/post.schema.json': ['content/posts/*.md'],
  './content/schemas/case-study.schema.json': ['content/case-studies/*.md'],
  './content/schemas/portfolio.schema.json': ['content/portfolio/*.md'],
};

// The rules are TypeScript with the project's `@/` paths: tsx loads them as `npm run` does
// (it reads tsconfig.json from the working folder, the project's root in the editor too).
const { frontMatterHints } = await tsImport('./lib/content/server/front-matter-hints.ts', import.meta.url);

const remarkConfig = {
  plugins: [remarkFrontmatter, [frontMatterHints, { schemas: frontMatterSchemas }]],
};

export default remarkConfig;
