/*
 * The site's Markdown parser for the web editor's preview, bundled on its own into
 * public/admin/ by scripts/cms-assets.ts. Kept out of Next's client graph on purpose: there
 * the parser would become part of the public pages' shared chunk (they use the same module
 * for its types and helpers), adding about 20 KB to every page's first load.
 */
import { parseMarkdown } from '@/lib/content/markdown-parse';

(globalThis as { siteParseMarkdown?: typeof parseMarkdown }).siteParseMarkdown = parseMarkdown;
