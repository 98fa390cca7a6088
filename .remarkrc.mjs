/**
 * Front-matter hints in editors that run remark (VS Code: the recommended
 * unifiedjs.vscode-remark): each Markdown collection is checked against the JSON Schema that
 * `npm run content:schema` writes from lib/content/schema.ts. `npm run content:check` stays
 * the gate; this only brings its field rules into the editor as you type.
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkLintFrontmatterSchema from 'remark-lint-frontmatter-schema';

export const frontMatterSchemas = {
  './content/schemas/post.schema.json': ['content/posts/*.md'],
  './content/schemas/case-study.schema.json': ['content/case-studies/*.md'],
  './content/schemas/portfolio.schema.json': ['content/portfolio/*.md'],
};

const remarkConfig = {
  plugins: [remarkFrontmatter, [remarkLintFrontmatterSchema, { schemas: frontMatterSchemas }]],
};

export default remarkConfig;
