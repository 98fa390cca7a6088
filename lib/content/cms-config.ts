/**
 * The web editor's collections (Decap CMS at /admin, docs/editing.md "Editing in the
 * browser"), generated from the zod schemas so the editor and the content check ask for the
 * same fields: required or optional, choices (categories, authors, services), list lengths,
 * patterns with the schema's own words. A unit test holds the mapping.
 */
import { z } from 'zod';

import { EDITOR_PATH } from '../routes';
import { CMS_WIDGETS } from './cms-widgets';
import { CONTACT_FILE } from './contact-facts';
import { type BodyParts, CASE_STUDY_PARTS } from './front-matter';
import {
  caseStudySchema,
  clientsSchema,
  contactSchema,
  landingSchema,
  markdownFields,
  pageSchema,
  portfolioItemSchema,
  postSchema,
  serviceSchema,
  teamSchema,
} from './schema';

/** Where /admin loads the editor's files from, copied there by scripts/cms-assets.ts. */
export const CMS_ASSETS_PATH = `${EDITOR_PATH}/decap`;
/** The site's Markdown parser, bundled apart for the editor's preview. */
export const CMS_PARSER_FILE = 'markdown-parser.js';
/**
 * The scripts /admin loads, in order: the site's Markdown parser (for the preview), then
 * Decap's bundle. Handed to the page as props, so no public page's code names them.
 */
export const CMS_SCRIPTS = [`${CMS_ASSETS_PATH}/${CMS_PARSER_FILE}`, `${CMS_ASSETS_PATH}/decap-cms.js`];

/** One field as Decap's configuration names it (https://decapcms.org/docs/widgets/). */
export interface CmsField {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'markdown'
    | 'number'
    | 'boolean'
    | 'select'
    | 'list'
    | 'object'
    | 'image'
    | (typeof CMS_WIDGETS)[keyof typeof CMS_WIDGETS];
  required?: boolean;
  hint?: string;
  /** A regular expression the value must match and the words shown when it does not. */
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: 'int';
  fields?: CmsField[];
  field?: CmsField;
  /** Markdown fields: which toolbar a one-paragraph field gets. */
  buttons?: string[];
  editor_components?: string[];
  minimal?: boolean;
  choose_url?: boolean;
  /** The value a new entry starts with. */
  default?: unknown;
  /** A slug widget: the field it is written from while the entry is new. */
  follows?: string;
  /** An alt text widget: the image field it belongs to, and the words for an empty one. */
  image_field?: string;
  required_message?: string;
}

/** Values a field may name, read from the content (a post's category, a case study's services). */
export interface CmsChoices {
  categories: string[];
  authors: string[];
  services: string[];
  caseStudies: string[];
  /** The fixed routes (lib/routes.ts) a fixed page may be. */
  pagePaths: string[];
}

/** Fields that name another entry: the editor offers the entries that exist. */
const REFERENCES: Record<string, Record<string, keyof CmsChoices>> = {
  posts: { category: 'categories', author: 'authors' },
  'case-studies': { services: 'services' },
  services: { relatedCaseStudies: 'caseStudies' },
  pages: { path: 'pagePaths' },
};

interface CollectionSource {
  name: string;
  label: string;
  labelSingular: string;
  folder: string;
  schema: z.ZodObject;
  /** Markdown with front matter (`body` below it, or `parts`), or a whole YAML file. */
  format: 'markdown' | 'yaml';
  parts?: BodyParts;
  /** Shown in the entry list. */
  summary: string;
  /** Fixed pages exist whatever the content holds: edited, never added or removed. */
  fixed?: true;
}

/** Every collection the site reads from content/, in the order the editor lists them. */
export const CMS_COLLECTIONS: CollectionSource[] = [
  {
    name: 'posts',
    label: 'Posts',
    labelSingular: 'Post',
    folder: 'content/posts',
    schema: postSchema,
    format: 'markdown',
    summary: '{{title}} ({{date}})',
  },
  {
    name: 'case-studies',
    label: 'Case studies',
    labelSingular: 'Case study',
    folder: 'content/case-studies',
    schema: caseStudySchema,
    format: 'markdown',
    parts: CASE_STUDY_PARTS,
    summary: '{{client}}: {{title}}',
  },
  {
    name: 'portfolio',
    label: 'Portfolio items',
    labelSingular: 'Portfolio item',
    folder: 'content/portfolio',
    schema: portfolioItemSchema,
    format: 'markdown',
    summary: '{{client}}: {{title}}',
  },
  {
    name: 'services',
    label: 'Services',
    labelSingular: 'Service',
    folder: 'content/services',
    schema: serviceSchema,
    format: 'yaml',
    summary: '{{title}}',
  },
  {
    name: 'landings',
    label: 'Local landing pages',
    labelSingular: 'Local landing page',
    folder: 'content/landings',
    schema: landingSchema,
    format: 'yaml',
    summary: '{{title}}',
  },
  {
    name: 'pages',
    label: 'Fixed pages',
    labelSingular: 'Fixed page',
    folder: 'content/pages',
    schema: pageSchema,
    format: 'yaml',
    summary: '{{path}}: {{title}}',
    fixed: true,
  },
];

/** A single file the site reads whole (the loader's CLIENTS_FILE, TEAM_FILE, CONTACT_FILE). */
interface FileSource {
  name: string;
  label: string;
  file: string;
  schema: z.ZodObject;
  /** Where its images go, relative to content/ (as the file names them). */
  media?: string;
}

/** The single YAML files the site reads, each edited as one entry (Decap's file collections). */
export const CMS_FILES: FileSource[] = [
  { name: 'team', label: 'Team', file: 'content/team.yaml', schema: teamSchema, media: 'media/team' },
  { name: 'contact', label: 'Contact facts', file: CONTACT_FILE, schema: contactSchema },
  {
    name: 'clients',
    label: 'Client logos',
    file: 'content/clients.yaml',
    schema: clientsSchema,
    media: 'media/clients',
  },
];

/** Where a collection's images go: beside the entry's other media, named by its slug. */
export const mediaFolderOf = (folder: string) => folder.replace(/^content\//, 'content/media/');

/** The part of JSON Schema the mapping reads, with the schema's own words for its limits. */
interface JsonNode {
  type?: string;
  description?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  enum?: string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  [MARKDOWN]?: 'block' | 'inline';
  [WORDS]?: Partial<Record<IssueCode, string>>;
}

// Our own keywords on the nodes (JSON Schema ignores unknown ones).
const MARKDOWN = 'x-markdown';
const WORDS = 'x-words';
type IssueCode = 'too_small' | 'too_big' | 'invalid_format';

/** The message a schema gives for a value, by the kind of problem, e.g. "must be at least 50 characters". */
function wordsFor(schema: z.ZodType, probes: unknown[]): Partial<Record<IssueCode, string>> {
  const words: Partial<Record<IssueCode, string>> = {};
  for (const probe of probes)
    for (const issue of schema.safeParse(probe).error?.issues ?? [])
      if (issue.path.length === 0) words[issue.code as IssueCode] ??= issue.message;
  return words;
}

/**
 * A collection's schema as JSON Schema (zod's public z.toJSONSchema, the input editors
 * write), each limit with the words the schema refuses it in (read by parsing a value just
 * past it) and each Markdown field marked (the markdownFields registry).
 */
function jsonSchemaOf(schema: z.ZodObject): JsonNode {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const node = jsonSchema as JsonNode;
      const markdown = markdownFields.get(zodSchema);
      if (markdown) node[MARKDOWN] = markdown.inline ? 'inline' : 'block';
      if (zodSchema instanceof z.ZodString) {
        const probes: string[] = [];
        if (node.pattern !== undefined) probes.push('');
        if (node.minLength !== undefined) probes.push('a'.repeat(node.minLength - 1));
        if (node.maxLength !== undefined) probes.push('a'.repeat(node.maxLength + 1));
        if (probes.length > 0) node[WORDS] = wordsFor(zodSchema, probes);
      } else if (zodSchema instanceof z.ZodArray) {
        const probes: unknown[][] = [];
        if (node.minItems !== undefined) probes.push(Array.from({ length: node.minItems - 1 }));
        if (node.maxItems !== undefined) probes.push(Array.from({ length: node.maxItems + 1 }));
        if (probes.length > 0) node[WORDS] = wordsFor(zodSchema, probes);
      }
    },
  }) as JsonNode;
}

/** "relatedCaseStudies" → "Related case studies". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Lengths written as one pattern, with the schema's words for both ends. */
function lengthPattern(node: JsonNode): Pick<CmsField, 'pattern'> {
  const words = node[WORDS] ?? {};
  if (node.pattern !== undefined) return { pattern: [node.pattern, words.invalid_format ?? ''] };
  const low = node.minLength !== undefined && node.minLength > 1 ? node.minLength : undefined;
  const high = node.maxLength;
  if (low === undefined && high === undefined) return {};
  const said = [low && words.too_small, high !== undefined && words.too_big].filter(Boolean).join('; ');
  return { pattern: [`^[\\s\\S]{${low ?? 0},${high ?? ''}}$`, said] };
}

/** Long plain text gets a box rather than a line. */
const LONG_TEXT = new Set(['description', 'excerpt', 'summary', 'alt', 'caption', 'text']);

const isImage = (node: JsonNode) => !!node.properties && 'src' in node.properties && 'alt' in node.properties;

/** zod writes a whole number's bounds as the safe-integer range when the schema sets none. */
const bound = (value: number | undefined) =>
  value !== undefined && Math.abs(value) !== Number.MAX_SAFE_INTEGER ? value : undefined;

interface FieldContext {
  references: Record<string, keyof CmsChoices>;
  choices: CmsChoices;
}

/** Maps one field of a schema (its JSON Schema node) to the Decap field that edits it. */
function cmsField(name: string, node: JsonNode, required: boolean, context: FieldContext): CmsField {
  const base = {
    name,
    label: labelOf(name),
    ...(required ? {} : { required: false }),
    // A description given in the schema (.describe) is the field's hint.
    ...(node.description ? { hint: node.description } : {}),
  };
  const reference = context.references[name];

  if (node[MARKDOWN])
    return node[MARKDOWN] === 'inline'
      ? {
          ...base,
          widget: 'markdown',
          minimal: true,
          buttons: ['bold', 'italic', 'link'],
          editor_components: [],
        }
      : { ...base, widget: 'markdown' };
  if (node.enum) return { ...base, widget: 'select', options: node.enum };
  if (node.type === 'string') {
    // A file named by itself (a client's logo: its alt text is the client's name) is uploaded.
    if (name === IMAGE_FILE.name) return { ...base, ...IMAGE_FILE };
    if (reference) return { ...base, widget: 'select', options: context.choices[reference] };
    return { ...base, widget: LONG_TEXT.has(name) ? 'text' : 'string', ...lengthPattern(node) };
  }
  if (node.type === 'integer' || node.type === 'number') {
    const min = bound(node.minimum ?? node.exclusiveMinimum);
    const max = bound(node.maximum ?? node.exclusiveMaximum);
    return {
      ...base,
      widget: 'number',
      value_type: 'int',
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    };
  }
  if (node.type === 'boolean') return { ...base, widget: 'boolean' };
  if (node.type === 'array' && node.items) {
    const words = node[WORDS] ?? {};
    const lengths = {
      ...(node.minItems !== undefined ? { min: node.minItems } : {}),
      ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
    };
    const hint = [
      node.minItems !== undefined && words.too_small,
      node.maxItems !== undefined && words.too_big,
    ]
      .filter(Boolean)
      .join('; ');
    const withHint = hint ? { hint: `The list ${hint}.` } : {};
    if (reference)
      return {
        ...base,
        widget: 'select',
        multiple: true,
        options: context.choices[reference],
        ...lengths,
        ...withHint,
      };
    const item = cmsField(name, node.items, true, context);
    const list = { ...base, widget: 'list' as const, ...lengths, ...withHint };
    return item.widget === 'object' && item.fields
      ? { ...list, fields: item.fields }
      : { ...list, field: { ...item, label: labelOf(name) } };
  }
  if (node.type === 'object' && node.properties) {
    // Decap checks an optional object's fields even when it is left empty: an optional
    // image asks for nothing, and the content check still wants alt text once a file is set.
    if (isImage(node)) {
      const fields = imageFields(node, context);
      return {
        ...base,
        widget: 'object',
        fields: required ? fields : fields.map((field) => optionalField(field, name)),
      };
    }
    return { ...base, widget: 'object', fields: fieldsOf(node, context) };
  }
  throw new Error(
    `lib/content/cms-config.ts: no editor widget for the JSON Schema type "${node.type}" of field "${name}"`,
  );
}

/**
 * A field of an optional image. Decap checks an empty optional object's required fields
 * (decaporg/decap-cms#2103, #7748), so to Decap every field is optional; its alt text is our
 * widget, which asks for it once a file is set, in the schema's words, before any save.
 */
const optionalField = (field: CmsField, image: string): CmsField =>
  field.name === 'alt'
    ? {
        ...field,
        required: false,
        widget: CMS_WIDGETS.alt,
        image_field: image,
        required_message: field.required_message ?? 'must say what the image shows',
        hint: 'Required once an image file is set: say what the image shows.',
      }
    : { ...field, required: false };

/** An image's file, uploaded to the entry's media folder through Decap's media library. */
const IMAGE_FILE = {
  name: 'src',
  label: 'Image file',
  widget: 'image',
  choose_url: false,
} as const satisfies CmsField;

/** An image: the file (uploaded to the entry's media folder), its alt text and a caption. */
function imageFields(node: JsonNode, context: FieldContext): CmsField[] {
  return fieldsOf(node, context).map((field) => {
    if (field.name === 'src') return IMAGE_FILE;
    if (field.name !== 'alt') return field;
    const words = node.properties?.alt?.[WORDS]?.too_small;
    return { ...field, label: 'Alt text', ...(words ? { required_message: words } : {}) };
  });
}

const fieldsOf = (node: JsonNode, context: FieldContext): CmsField[] =>
  Object.entries(node.properties ?? {}).map(([name, field]) =>
    cmsField(name, field, node.required?.includes(name) ?? false, context),
  );

export interface CmsCollection {
  name: string;
  label: string;
  label_singular: string;
  folder: string;
  extension: 'md' | 'yaml';
  /** Our own file formats (lib/content/front-matter.ts), registered by the /admin page. */
  format: string;
  create: boolean;
  delete: boolean;
  /** File name = the slug field, as the content check requires. */
  slug: string;
  identifier_field: string;
  summary: string;
  media_folder: string;
  public_folder: string;
  fields: CmsField[];
  view_filters?: { label: string; field: string; pattern: boolean }[];
}

/**
 * Collections with a `draft` field (posts, case studies, portfolio items): a new entry starts
 * as a draft, the list marks drafts (Decap's `ternary` summary filter) and can show only them.
 */
const DRAFT_FIELD = 'draft';
const DRAFT_MARK = `{{${DRAFT_FIELD} | ternary('Draft · ', '')}}`;

function withDrafts(collection: CmsCollection): CmsCollection {
  if (!collection.fields.some((field) => field.name === DRAFT_FIELD)) return collection;
  return {
    ...collection,
    summary: `${DRAFT_MARK}${collection.summary}`,
    view_filters: [{ label: 'Drafts', field: DRAFT_FIELD, pattern: true }],
    fields: collection.fields.map((field) =>
      field.name === DRAFT_FIELD ? { ...field, default: true } : field,
    ),
  };
}

/** The name a collection's file format is registered under on the /admin page. */
export const formatName = (collection: { name: string }) => `site-${collection.name}`;

export function cmsCollections(choices: CmsChoices): CmsCollection[] {
  return CMS_COLLECTIONS.map((source) => {
    const mediaFolder = mediaFolderOf(source.folder);
    const context = { references: REFERENCES[source.name] ?? {}, choices };
    const fields = fieldsOf(jsonSchemaOf(source.schema), context);
    return withDrafts({
      name: source.name,
      label: source.label,
      label_singular: source.labelSingular,
      folder: source.folder,
      extension: source.format === 'markdown' ? 'md' : 'yaml',
      format: formatName(source),
      create: !source.fixed,
      delete: !source.fixed,
      slug: source.fixed ? '{{slug}}' : '{{fields.slug}}',
      identifier_field: 'title',
      summary: source.summary,
      // Named by the entry's slug field (Decap's {{slug}} is its title, slugified), relative
      // to the entry file as the site resolves images (lib/content/server/media.ts).
      media_folder: `/${mediaFolder}/${source.fixed ? '{{slug}}' : '{{fields.slug}}'}`,
      public_folder: `../${mediaFolder.replace(/^content\//, '')}/${source.fixed ? '{{slug}}' : '{{fields.slug}}'}`,
      fields: (source.parts ? withParts(fields, source.parts) : fields).map((field) =>
        field.name === 'slug' && !source.fixed ? slugFollowingTitle(field) : field,
      ),
    });
  });
}

/** A new entry's slug is written from its title as it is typed, until the editor changes it. */
const slugFollowingTitle = (field: CmsField): CmsField => ({
  ...field,
  widget: CMS_WIDGETS.slug,
  follows: 'title',
  hint: `${field.hint ? `${field.hint}. ` : ''}Written from the title as you type it, until you change it here.`,
});

/** The body parts of a case study, labelled by their headings. */
function withParts(fields: CmsField[], parts: BodyParts): CmsField[] {
  const headings = Object.fromEntries(Object.entries(parts).map(([heading, field]) => [field, heading]));
  return fields.map((field) => (headings[field.name] ? { ...field, label: headings[field.name]! } : field));
}

/** A Decap file collection of one file: the file is the entry, neither added nor removed. */
export interface CmsFileCollection {
  name: string;
  label: string;
  extension: 'yaml';
  format: string;
  /** Decap reads `fields` per file; the /admin page reads this copy to write the file back. */
  files: [{ name: string; label: string; file: string; fields: CmsField[] }];
  media_folder?: string;
  public_folder?: string;
}

export function cmsFileCollections(choices: CmsChoices): CmsFileCollection[] {
  return CMS_FILES.map((source) => ({
    name: source.name,
    label: source.label,
    extension: 'yaml',
    format: formatName(source),
    files: [
      {
        name: source.name,
        label: source.label,
        file: source.file,
        fields: fieldsOf(jsonSchemaOf(source.schema), { references: {}, choices }),
      },
    ],
    // Images beside the file's others, named relative to it as the site resolves them.
    ...(source.media && { media_folder: `/content/${source.media}`, public_folder: source.media }),
  }));
}

/** Where the editor saves: the local loopback server in development, the git host otherwise. */
export interface CmsBackendSettings {
  /** owner/name of the repository on GitHub. */
  repo?: string;
  branch: string;
  /** The OAuth client's origin (it holds the secret), e.g. https://cms-auth.example.com. */
  authBaseUrl?: string;
  /** The loopback server of `npm run cms`, only when the site runs in development. */
  localBackendUrl?: string;
}

export function cmsConfig(choices: CmsChoices, backend: CmsBackendSettings) {
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: backend.repo ?? 'owner/repository',
      branch: backend.branch,
      ...(backend.authBaseUrl ? { base_url: backend.authBaseUrl } : {}),
    },
    ...(backend.localBackendUrl ? { local_backend: { url: backend.localBackendUrl } } : {}),
    // Drafts become pull requests on the git host, reviewed and checked before they go live.
    publish_mode: 'editorial_workflow',
    media_folder: 'content/media',
    public_folder: '../media',
    site_url: '/',
    collections: [...cmsCollections(choices), ...cmsFileCollections(choices)],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
