/**
 * The loader's one read of the files: every collection under content/ as entries, before
 * any check. lib/content/server/index.ts checks it once and answers queries from it; the
 * content check, the editor hints and `npm run new` read it too.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import authors from '@/content/authors';
import categories from '@/content/categories';
import { menus, primaryNav } from '@/content/navigation';
import { isDevelopment } from '@/lib/env';
import { contentFixture } from '@/lib/env/server';

import { CONTACT_FILE } from '../contact-facts';
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
/** Where the agency lists its people for About. */
export const TEAM_FILE = 'content/team.yaml';

/** A file of comments alone (every fact still to supply) reads as no facts, not as a broken file. */
function readFacts(root: string, file: string): ReturnType<typeof readOptionalYaml> {
  const full = path.join(root, file);
  const blank = existsSync(full) && readFileSync(full, 'utf8').replace(/#.*$/gm, '').trim() === '';
  return blank ? { issues: [] } : readOptionalYaml(root, file);
}

/** The typed lists are modules of this project, wherever the other files are read from. */
const fromList = (file: string, list: readonly unknown[]): ContentEntry[] =>
  list.map((data, index) => ({ file, at: `[${index}]`, data, locate: locateInModule(CONTENT_ROOT, file) }));

/**
 * Proof a test fixture supplies (CONTENT_FIXTURE, tests/fixtures/proof-content): its
 * clients.yaml, team.yaml and contact.yaml replace content/'s, and case-studies.yaml adds
 * fields (results, quote) to the case studies it names by slug. The real content never
 * holds invented proof.
 */
function withFixture(source: ContentSource, root: string, folder: string): ContentSource {
  const proof = readOptionalYaml(root, `${folder}/case-studies.yaml`);
  const added = (proof.entry?.data ?? {}) as Record<string, Record<string, unknown>>;
  const clients = readOptionalYaml(root, `${folder}/clients.yaml`);
  const team = readOptionalYaml(root, `${folder}/team.yaml`);
  const contact = readFacts(root, `${folder}/contact.yaml`);
  return {
    ...source,
    caseStudies: source.caseStudies.map((entry) => {
      const fields = entry.key === undefined ? undefined : added[entry.key];
      return fields ? { ...entry, data: { ...(entry.data as object), ...fields } } : entry;
    }),
    clients: clients.entry ? [clients.entry] : source.clients,
    team: team.entry ? [team.entry] : source.team,
    contact: contact.entry ? [contact.entry] : source.contact,
    unreadable: [
      ...(source.unreadable ?? []),
      ...proof.issues,
      ...clients.issues,
      ...team.issues,
      ...contact.issues,
    ],
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
  const team = readOptionalYaml(root, TEAM_FILE);
  const contact = readFacts(root, CONTACT_FILE);
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
    team: team.entry ? [team.entry] : [],
    contact: contact.entry ? [contact.entry] : [],
    unreadable: [posts, caseStudies, portfolio, pages, services, landings, clients, team, contact].flatMap(
      (read) => read.issues,
    ),
    images: imageResolver(root),
    markdown: parseMarkdownFields,
  };
}
