/**
 * The loader's one read of the files: every collection under content/ as entries, before
 * any check. lib/content/server/index.ts checks it once and answers queries from it; the
 * content check, the editor hints and `npm run new` read it too.
 */
import authors from '@/content/authors';
import categories from '@/content/categories';
import { menus, primaryNav } from '@/content/navigation';
import { isDevelopment } from '@/lib/env';
import { contentFixture } from '@/lib/env/server';

import { CASE_STUDY_PARTS } from '../front-matter';
import type { ContentEntry, ContentSource } from '../validate';
import { locateInModule, readMarkdownFolder, readOptionalYaml, readYamlFolder } from './files';
import { parseMarkdownFields } from './markdown-fields';
import { imageResolver } from './media';

/** Content lives in the project's content/ folder; the build and scripts run from the project root. */
export const CONTENT_ROOT = process.cwd();

/** `next dev` follows the files; a build and `next start` read them once. */
export const FOLLOW_FILES = isDevelopment();

/** Where the agency lists client logos for the home page. */
export const CLIENTS_FILE = 'content/clients.yaml';

/** The typed lists are modules of this project, wherever the other files are read from. */
const fromList = (file: string, list: readonly unknown[]): ContentEntry[] =>
  list.map((data, index) => ({ file, at: `[${index}]`, data, locate: locateInModule(CONTENT_ROOT, file) }));

/**
 * Proof a test fixture supplies (CONTENT_FIXTURE, tests/fixtures/proof-content): its
 * clients.yaml replaces content/'s, and case-studies.yaml adds fields (results, quote) to
 * the case studies it names by slug. The real content never holds invented proof.
 */
function withFixture(source: ContentSource, root: string, folder: string): ContentSource {
  const proof = readOptionalYaml(root, `${folder}/case-studies.yaml`);
  const added = (proof.entry?.data ?? {}) as Record<string, Record<string, unknown>>;
  const clients = readOptionalYaml(root, `${folder}/clients.yaml`);
  return {
    ...source,
    caseStudies: source.caseStudies.map((entry) => {
      const fields = entry.key === undefined ? undefined : added[entry.key];
      return fields ? { ...entry, data: { ...(entry.data as object), ...fields } } : entry;
    }),
    clients: clients.entry ? [clients.entry] : source.clients,
    unreadable: [...(source.unreadable ?? []), ...proof.issues, ...clients.issues],
  };
}

/** Reads every collection from content/ under a root (a temporary folder in tests). */
export function readContentSource(root: string = CONTENT_ROOT): ContentSource {
  const fixture = contentFixture();
  const source = readContentFiles(root);
  return fixture ? withFixture(source, root, fixture) : source;
}

function readContentFiles(root: string): ContentSource {
  const posts = readMarkdownFolder(root, 'content/posts');
  const caseStudies = readMarkdownFolder(root, 'content/case-studies', CASE_STUDY_PARTS);
  const portfolio = readMarkdownFolder(root, 'content/portfolio');
  const pages = readYamlFolder(root, 'content/pages');
  const services = readYamlFolder(root, 'content/services');
  const landings = readYamlFolder(root, 'content/landings');
  const clients = readOptionalYaml(root, CLIENTS_FILE);
  return {
    pages: pages.entries,
    services: services.entries,
    caseStudies: caseStudies.entries,
    portfolio: portfolio.entries,
    categories: fromList('content/categories.ts', categories),
    authors: fromList('content/authors.ts', authors),
    posts: posts.entries,
    landings: landings.entries,
    navigation: [{ file: 'content/navigation.ts', data: { primaryNav, menus } }],
    clients: clients.entry ? [clients.entry] : [],
    unreadable: [posts, caseStudies, portfolio, pages, services, landings, clients].flatMap(
      (read) => read.issues,
    ),
    images: imageResolver(root),
    markdown: parseMarkdownFields,
  };
}
