import type { Preset } from 'unified';

/** Each front matter JSON Schema and the Markdown files it applies to. */
export const frontMatterSchemas: Record<string, string[]>;

declare const remarkConfig: Preset;
export default remarkConfig;
