/** The shapes the content check passes between its parts: entries as read, issues as found. */
import type { z } from 'zod';

import type {
  Author,
  CaseStudy,
  Category,
  ClientLogo,
  ContactFacts,
  Landing,
  Page,
  Person,
  PortfolioItem,
  Post,
  Service,
} from '../schema';
import type { ImageResolver } from '../server/media';

/** A place in a file, both counted from 1. */
export interface Position {
  line: number;
  column: number;
}

/** One content module as the loader found it: where it lives and what it exports. */
export interface ContentEntry {
  file: string;
  /**
   * Where a field is written in the file (its value's first character, or its name's with
   * `name`), when the loader knows.
   */
  locate?: (fieldPath: PropertyKey[], value: unknown, name?: boolean) => Position;
  /** Where a field added at the end of the map at `fieldPath` would go, when the loader knows. */
  locateEnd?: (fieldPath: PropertyKey[]) => Position;
  /** The entry's file name without its extension; slugged entries must use their slug. */
  key?: string;
  /** Field prefix for entries that share a file, e.g. "[2]". */
  at?: string;
  data: unknown;
  /** The file's text, when the entry is the whole file: where its placeholders are. */
  text?: string;
}

export interface ContentSource {
  pages: ContentEntry[];
  services: ContentEntry[];
  caseStudies: ContentEntry[];
  portfolio: ContentEntry[];
  categories: ContentEntry[];
  authors: ContentEntry[];
  posts: ContentEntry[];
  landings: ContentEntry[];
  /** Menus and other link lists: only their href fields are checked. */
  navigation: ContentEntry[];
  /** content/clients.yaml, the client logos for the home page, when the file exists. */
  clients?: ContentEntry[];
  /** content/team.yaml, the people About shows, when the file exists. */
  team?: ContentEntry[];
  /** content/contact.yaml, the email, city, phone, street address and hours (empty: no file). */
  contact?: ContentEntry[];
  /** Files the loader could not read as entries (e.g. broken front matter). */
  unreadable?: ContentIssue[];
  /** Checks each image file and finds its rendered sizes (lib/content/server/media.ts). */
  images?: ImageResolver;
  /** Parses the Markdown fields (lib/content/server/markdown-fields.ts). */
  markdown: MarkdownFields;
}

/** A Markdown field's refusal: the field, and where in its own text when the parser knows. */
export interface MarkdownFieldProblem {
  path: PropertyKey[];
  message: string;
  inField?: Position;
}

/** An entry with each Markdown field its schema declares parsed into its document. */
export type MarkdownFields = (
  schema: z.ZodType,
  value: unknown,
) => { value: unknown; problems: MarkdownFieldProblem[] };

export interface CheckOptions {
  /** The day published for, YYYY-MM-DD (lib/content/dates.ts): later-dated entries are scheduled. */
  today: string;
  /** Keep drafts and scheduled entries, marked `unpublished` (`npm run dev`); a build drops them. */
  showUnpublished?: boolean;
}

export interface Content {
  pages: Page[];
  services: Service[];
  caseStudies: CaseStudy[];
  portfolio: PortfolioItem[];
  categories: Category[];
  authors: Author[];
  posts: Post[];
  landings: Landing[];
  /** Client logos the agency supplied; empty until it does. */
  clients: ClientLogo[];
  /** The agency's people for About; empty until it supplies them. */
  team: Person[];
  /** Phone, street address and hours: each absent until the agency supplies it. */
  /**
   * The email and city, and the phone, street address and hours as supplied; undefined while
   * content/contact.yaml is missing or refused (the check says why).
   */
  contact: ContactFacts | undefined;
}

export interface ContentIssue {
  file: string;
  field: string;
  reason: string;
  line?: number;
  column?: number;
}

/** A checked value with the entry it came from, so later checks can name the place. */
export type Located<T> = { entry: ContentEntry; value: T };
