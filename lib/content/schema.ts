import { z } from 'zod';

import { ART_MOTIF_NAMES, ART_PALETTE_NAMES } from '@/lib/media/art-direction';
import type { RenderedImage } from '@/lib/media/types';
import { isStaticRoute, LANDING_KINDS } from '@/lib/routes';

import { isCalendarDate, type Unpublished } from './dates';
import type { MarkdownDoc } from './markdown';

/** Lower-case words joined by hyphens: the only shape a URL segment may take. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const text = z.string().trim().min(1, 'must not be empty');
/** Meta descriptions: long enough to say something, short enough not to be cut in results. */
const metaDescription = z
  .string()
  .trim()
  .min(50, 'must be at least 50 characters')
  .max(170, 'must be at most 170 characters');
/**
 * Body copy, written in Markdown. The schema declares the text; the loader parses it into
 * the tree pages render (lib/content/server/markdown-fields.ts), so a parsed entry's
 * Markdown fields are documents (`Parsed<T>`).
 */
const markdownText = () =>
  z
    .string()
    .refine((source) => source.trim() !== '', 'must not be empty')
    .brand<'Markdown'>();
const markdown = markdownText().describe('Markdown');
/** One paragraph of copy shown inline (a lead, a list item's text): links and emphasis only. */
const inlineMarkdown = markdownText().describe('one paragraph of Markdown');
/** The Markdown fields: the loader parses them, the web editor gives them its Markdown widget. */
export const markdownFields = z.registry<{ inline: boolean }>();
markdownFields.add(markdown, { inline: false });
markdownFields.add(inlineMarkdown, { inline: true });

/** A Markdown field as the schema declares it, before the loader parses it. */
export type MarkdownText = z.infer<typeof markdown>;
/** An entry as the loader hands it on: each Markdown field parsed into its document. */
export type Parsed<T> = T extends MarkdownText
  ? MarkdownDoc
  : T extends readonly (infer Item)[]
    ? Parsed<Item>[]
    : T extends object
      ? { [Key in keyof T]: Parsed<T[Key]> }
      : T;
/** 2026-11-31 has the right shape but is no day of the calendar. */
const isoDate = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, {
    error: (issue) => `is "${String(issue.input)}", which is not a day of the calendar`,
  })
  .describe('a day, `YYYY-MM-DD`');
const draft = z
  .boolean({ error: 'must be true or false' })
  .describe('`true` keeps the entry off the public site (a draft)')
  .optional();
const publishDate = isoDate
  .describe('the day it goes live, `YYYY-MM-DD`: until then only `npm run dev` shows it')
  .optional();

/**
 * An image as content names it: the file (relative to the content file, as in a Markdown
 * preview), what it shows for readers who cannot see it, and an optional caption. The
 * loader adds `rendered` (sizes and srcsets from the media step).
 */
export const imageSchema = z
  .strictObject({
    src: text,
    alt: z.string().trim().min(1, 'must say what the image shows (alt text)'),
    caption: text.optional(),
  })
  .transform((image) => image as typeof image & { rendered?: RenderedImage })
  .describe('an image: `src` (the file, relative to this one), `alt` (what it shows), optional `caption`');

/**
 * The look of a piece of work's cover: a palette and a motif that fit its field (see
 * lib/media/art-direction.ts and docs/illustrations.md). Drawn by `npm run illustrations`.
 */
export const artDirectionSchema = z.strictObject(
  {
    palette: z.enum(ART_PALETTE_NAMES, {
      error: `must be one of the palettes: ${ART_PALETTE_NAMES.join(', ')}`,
    }),
    motif: z.enum(ART_MOTIF_NAMES, { error: `must be one of the motifs: ${ART_MOTIF_NAMES.join(', ')}` }),
  },
  { error: 'must choose a palette and a motif, e.g. art: { palette: orchard, motif: botanical }' },
);

const titledText = z.strictObject({ title: text, text: inlineMarkdown });
const order = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .describe('a whole number: lower comes first in its list');
/** Copy that promises a visit (meet in person, come by): shown only with a street address. */
const needsAddress = z
  .boolean({ error: 'must be true or false' })
  .describe('`true` shows it only once `content/contact.yaml` has a street address')
  .optional();
const faq = z.strictObject({ question: text, answer: markdown, needsAddress });

export const sectionSchema = z.strictObject({
  /** Anchor id, so the section can be linked to as /page#id. */
  id: slug,
  heading: text,
  body: markdown,
  items: z.array(titledText).optional(),
  needsAddress,
});

export const pageSchema = z.strictObject({
  path: z.string().refine(isStaticRoute, 'must be one of the fixed routes named in lib/routes.ts'),
  title: text,
  description: metaDescription,
  heading: text,
  lead: inlineMarkdown,
  sections: z.array(sectionSchema),
  /** The page's point in one or two sentences, set large across the page after its first blocks. */
  statement: text
    .describe('one or two sentences, shown large across the page: the page’s point in the agency’s own words')
    .optional(),
  /** Our drawing beside the heading (scripts/illustrations/heroes.ts). */
  hero: imageSchema.optional(),
});

export const serviceSchema = z.strictObject({
  slug,
  /** Where the service appears in the Services menu and lists. */
  order,
  title: text,
  shortTitle: text,
  /** The service's name in the Services menu, where the title is too long. */
  menuLabel: text.optional(),
  description: metaDescription,
  summary: text,
  intro: markdown,
  included: z.array(titledText).min(3, 'must list at least 3 items'),
  process: z.array(titledText).min(3, 'must have at least 3 steps'),
  faqs: z.array(faq).min(3, 'must have at least 3 questions'),
  relatedCaseStudies: z.array(slug),
  cta: z.strictObject({ heading: text, text }),
  keywords: z.array(text),
  /** Our drawing beside the heading (scripts/illustrations/heroes.ts). */
  hero: imageSchema.optional(),
  draft,
});

/**
 * A required field whose absence gets a sentence of its own, not the generic "is missing":
 * used where the reason matters (proof must say where it comes from and who said it).
 */
const required = (why: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? why : 'must be text') })
    .trim()
    .min(1, why);

/** One verified figure: the number, what it measures, over which period, and its source. */
export const resultSchema = z.strictObject({
  figure: required('must give the figure, e.g. "38%" or "2.4×"'),
  measures: required('must say what the figure measures, e.g. "more qualified demo requests"'),
  period: required('must say over which period, e.g. "first six months after launch"'),
  source: required(
    'must name where the figure comes from (e.g. "Client\'s analytics, GA4"): a result without a source is not shown, so it is refused',
  ),
  /** The figure shown on the work's card and hero; without one marked, the first result is. */
  headline: z.boolean().optional(),
});

/** A client's own words, attributed: a quote without a name and role is refused. */
export const quoteSchema = z.strictObject({
  text: required('must hold the words the client said or wrote, unchanged'),
  name: required('must name the person quoted: an unattributed quote is refused'),
  role: required('must give the role of the person quoted, e.g. "Head of Marketing"'),
  company: text.optional(),
  /** A photo of the person quoted, supplied with their consent: shown beside their name. */
  portrait: imageSchema.optional(),
  /** The one quote home shows; without one marked, the first case study's quote (by order) is. */
  featured: z.boolean().optional(),
});

export const caseStudySchema = z.strictObject({
  slug,
  order,
  client: text,
  title: text,
  description: metaDescription,
  industry: text,
  summary: text,
  challenge: markdown,
  approach: markdown,
  outcome: markdown,
  highlights: z.array(text).min(2, 'must have at least 2 highlights'),
  services: z.array(slug).min(1, 'must name at least one service'),
  /** The palette and motif its cover is drawn in; no two case studies share both. */
  art: artDirectionSchema,
  /** Our pictures of the work: a cover shown first and at least two more. */
  cover: imageSchema,
  gallery: z.array(imageSchema).min(2, 'must show at least 2 images of the work'),
  /** The year the work shipped; shown in "At a glance" once the agency supplies it. */
  year: z
    .number()
    .int()
    .min(1990, 'must be a year from 1990')
    .max(2100, 'must be a four-digit year')
    .optional(),
  /**
   * Proof the agency supplies, never written by us: figures with where they come from, and
   * a client's words with who said them. The proof block shows only what is present.
   */
  draft,
  date: publishDate,
  results: z
    .array(resultSchema)
    .min(1, 'must list at least one result, or be left out')
    .max(4, 'must list at most 4 results')
    .refine(
      (results) => results.filter((result) => result.headline).length <= 1,
      'must mark at most one result with headline: true (the figure on the card and hero)',
    )
    .optional(),
  quote: quoteSchema.optional(),
});

export const portfolioItemSchema = z.strictObject({
  slug,
  order,
  title: text,
  client: text,
  discipline: text,
  summary: text,
  /** The palette and motif its cover is drawn in: a client's case study and item share one. */
  art: artDirectionSchema,
  /** Our picture of the work: its cover art, shown on the card. */
  cover: imageSchema,
  /** Internal page with the full story, when there is one. */
  href: z.string().startsWith('/', 'must be a site path starting with /').optional(),
  draft,
  date: publishDate,
});

/**
 * Client logos for the home page, supplied by the agency (content/clients.yaml): each the
 * client's name, which is the logo's alt text, and its image file. Empty until supplied.
 */
export const clientLogoSchema = z
  .strictObject({
    name: required("must name the client: it is the logo's alt text"),
    src: required('must name the logo file, e.g. media/clients/acme.png (relative to content/clients.yaml)'),
  })
  .transform(
    (logo) => ({ ...logo, alt: logo.name }) as typeof logo & { alt: string; rendered?: RenderedImage },
  );

export const clientsSchema = z.strictObject({
  logos: z.array(clientLogoSchema, { error: 'must be a list of logos (write logos: [] for none)' }),
});

/** A web address people can open: the site's own pages are linked from the copy instead. */
const webAddress = z
  .string({ error: 'must be a web address' })
  .trim()
  .regex(
    /^https?:\/\/[^\s/.]+\.[^\s]+$/,
    'must be a web address starting with https://, e.g. https://www.linkedin.com/in/name',
  );

/** One of the agency's people (content/team.yaml): who they are, what they do and a photo of them. */
export const personSchema = z.strictObject({
  name: required('must name the person'),
  role: required('must give the person\'s role, e.g. "Creative Director"'),
  photo: imageSchema,
  links: z
    .array(
      z.strictObject({ label: required('must say where the link goes, e.g. "LinkedIn"'), href: webAddress }),
    )
    .optional(),
});

/** The team section of About: empty (no section) until the agency supplies its people. */
export const teamSchema = z.strictObject({
  people: z.array(personSchema, { error: 'must be a list of people (write people: [] for none)' }),
});

/** An international number as people read it: a leading +, the country code, 8 to 15 digits. */
export const PHONE_PATTERN = /^\+\d[\d ().-]{6,20}\d$/;
const phone = z
  .string({ error: 'must be text' })
  .trim()
  .regex(PHONE_PATTERN, {
    error: 'must be a phone number starting with + and the country code, e.g. +1 310 555 0100',
    abort: true,
  })
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'must hold 8 to 15 digits, the country code included')
  .describe('a phone number with + and the country code, e.g. `+1 310 555 0100`');

/**
 * Opening hours in schema.org's form (https://schema.org/openingHours): days, then the
 * 24-hour span, e.g. "Mo-Fr 09:00-17:00" or "Sa 10:00-14:00". The page writes them in words.
 */
export const OPENING_HOURS_PATTERN =
  /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?)* ([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
const openingHours = z
  .string({ error: 'must be text' })
  .trim()
  .regex(OPENING_HOURS_PATTERN, {
    error: 'must be days and hours as schema.org writes them, e.g. "Mo-Fr 09:00-17:00"',
    abort: true,
  })
  .refine((value) => {
    const [from, to] = value.slice(-11).split('-');
    return from! < to!;
  }, 'must close after it opens, e.g. "Mo-Fr 09:00-17:00"')
  .describe('days and hours as schema.org writes them, e.g. `Mo-Fr 09:00-17:00`');

/** Two capital letters, as a postal address writes a US state or a country (CA, US). */
const twoLetters = (what: string, example: string) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .regex(/^[A-Z]{2}$/, `must be the ${what}'s two capital letters, e.g. ${example}`)
    .describe(`the ${what}'s two capital letters, e.g. \`${example}\``);

/**
 * How to reach the agency (content/contact.yaml): the email and the city always; any other
 * fact left out is shown nowhere and kept out of the structured data: a made-up number or
 * address reads as a template.
 */
export const contactSchema = z.strictObject({
  email: z
    .string({ error: 'must be text' })
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address, e.g. hello@example.com')
    .describe('the address every page offers, e.g. `hello@example.com`'),
  /** The city the agency works from, shown on every page. */
  city: text.describe('the city the agency works from, e.g. `El Segundo`'),
  region: twoLetters('state', 'CA'),
  country: twoLetters('country', 'US'),
  phone: phone.optional(),
  /** Street and suite, shown above "El Segundo, CA"; it also lets pages offer a visit. */
  streetAddress: text.describe('street and suite, e.g. `100 Main Street, Suite 200`').optional(),
  postalCode: z
    .string({
      // Unquoted, YAML reads 90245 as a number (and 02134 loses its zero).
      error: (issue) =>
        typeof issue.input === 'number' ? "must be in quotes, e.g. '90245'" : 'must be text',
    })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'must be a US ZIP code, e.g. 90245')
    .describe("a US ZIP code in quotes, e.g. `'90245'`")
    .optional(),
  openingHours: z
    .array(openingHours, { error: 'must be a list of days and hours, e.g. - Mo-Fr 09:00-17:00' })
    .min(1, 'must list at least one span of days and hours, or be left out')
    .optional(),
});

export const categorySchema = z.strictObject({
  slug,
  name: text,
  description: metaDescription,
  /** The palette and motif of its posts' covers (each post drawn from its own seed). */
  art: artDirectionSchema,
});

export const authorSchema = z.strictObject({ id: slug, name: text, role: text });

export const postSchema = z.strictObject({
  slug,
  title: text,
  excerpt: text,
  description: metaDescription,
  author: slug,
  date: isoDate,
  category: slug,
  /** Shown above the post; the generated artwork stays the fallback. */
  cover: imageSchema.optional(),
  body: markdown,
  draft,
});

export const landingSchema = z.strictObject({
  slug,
  kind: z.enum(LANDING_KINDS),
  locality: text,
  title: text,
  description: metaDescription,
  heading: text,
  lead: inlineMarkdown,
  sections: z.array(sectionSchema).min(2, 'must have at least 2 sections'),
  faqs: z.array(faq),
  areasServed: z.array(text).min(1, 'must name at least one area'),
  /** Our drawing of a shore beside the heading, and a second picture between the sections. */
  hero: imageSchema.optional(),
  interlude: imageSchema.optional(),
});

export type Section = Parsed<z.infer<typeof sectionSchema>>;
export type Page = Parsed<z.infer<typeof pageSchema>>;
export type Service = Parsed<z.infer<typeof serviceSchema>> & Publication;
/**
 * Set by the loader on an entry `npm run dev` shows although the public site does not
 * (a draft or a scheduled entry), so its page and cards can say so.
 */
export interface Publication {
  unpublished?: Unpublished;
}
export type CaseStudy = Parsed<z.infer<typeof caseStudySchema>> & Publication;
export type PortfolioItem = z.infer<typeof portfolioItemSchema> & Publication;
export type Category = z.infer<typeof categorySchema>;
export type Author = z.infer<typeof authorSchema>;
export type Post = Parsed<z.infer<typeof postSchema>> & Publication;
export type Landing = Parsed<z.infer<typeof landingSchema>>;
export type Faq = Parsed<z.infer<typeof faq>>;
export type ContentImage = z.infer<typeof imageSchema>;

/** A link of the site's menus (content/navigation.ts, the generated Services menu). */
export interface NavLink {
  label: string;
  href: string;
}

/** A header dropdown: its overview page and the links it opens. */
export interface NavGroup<Name extends string = string> {
  group: Name;
  label: string;
  href: string;
  links: readonly NavLink[];
}

/** The contact facts the agency supplied (content/contact.yaml): email and city, the rest as supplied. */
export type ContactFacts = z.infer<typeof contactSchema>;

/** The free ebook's metadata (content/ebook/guide.ts); its chapters are Markdown files beside it. */
export const guideMetaSchema = z.object({
  title: text,
  subtitle: text,
  description: text,
  audience: text,
  author: text,
  language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language tag like en-US'),
  file: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/, 'must be a file name like my-guide.pdf'),
});
export type GuideMeta = z.infer<typeof guideMetaSchema>;

/** One chapter of the ebook (content/ebook/NN-slug.md): front matter, then the chapter's text. */
export const chapterSchema = z.strictObject({
  title: text,
  /** The chapter's number: the file name's NN, counted from 1. */
  order: order.min(1, 'must be 1 or more'),
  summary: inlineMarkdown,
  body: markdown,
});
export type ChapterText = Parsed<z.infer<typeof chapterSchema>>;

export type ClientLogo = z.infer<typeof clientLogoSchema>;
export type Person = z.infer<typeof personSchema>;
export type Result = z.infer<typeof resultSchema>;
export type Quote = z.infer<typeof quoteSchema>;
