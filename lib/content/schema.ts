import { z } from 'zod';

import type { RenderedImage } from '@/lib/media/types';
import { isStaticRoute } from '@/lib/routes';

import { isCalendarDate, type Unpublished } from './dates';
import type { MarkdownDoc } from './markdown';
import { parseMarkdownOnce } from './markdown-memo';

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
 * Body copy: Markdown parsed into the tree pages render. A refusal carries its line and
 * column within the field, which the loader turns into the file's own line.
 */
const markdown = z
  .string()
  .refine((source) => source.trim() !== '', 'must not be empty')
  .transform((source, ctx): MarkdownDoc => {
    const { doc, problems } = parseMarkdownOnce(source);
    for (const { line, column, message } of problems)
      ctx.addIssue({ code: 'custom', message, params: { line, column }, input: source });
    return doc;
  })
  .describe('Markdown');
/** One paragraph of copy shown inline (a lead, a list item's text): links and emphasis only. */
const inlineMarkdown = markdown.describe('one paragraph of Markdown').check((ctx) => {
  if (ctx.value.length > 1 || ctx.value.some((block) => block.type !== 'paragraph'))
    ctx.issues.push({
      code: 'custom',
      message: 'must be a single paragraph: headings, lists and images belong in body copy',
      input: ctx.value,
    });
});
/** A day of the calendar, written YYYY-MM-DD: 2026-11-31 has the right shape but no such day. */
const isoDate = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, {
    error: (issue) => `is "${String(issue.input)}", which is not a day of the calendar`,
  })
  .describe('a day, `YYYY-MM-DD`');
/** Kept off the public site while true: `npm run dev` shows the entry with a "Draft" badge. */
const draft = z
  .boolean({ error: 'must be true or false' })
  .describe('`true` keeps the entry off the public site (a draft)')
  .optional();
/** The day an entry goes live: until then only `npm run dev` shows it, badged "Scheduled". */
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

const titledText = z.strictObject({ title: text, text: inlineMarkdown });
/** Position in its list: lower comes first. */
const order = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .describe('a whole number: lower comes first in its list');
const faq = z.strictObject({ question: text, answer: markdown });

export const sectionSchema = z.strictObject({
  /** Anchor id, so the section can be linked to as /page#id. */
  id: slug,
  heading: text,
  body: markdown,
  items: z.array(titledText).optional(),
});

export const pageSchema = z.strictObject({
  path: z.string().refine(isStaticRoute, 'must be one of the fixed routes named in lib/routes.ts'),
  title: text,
  description: metaDescription,
  heading: text,
  lead: inlineMarkdown,
  sections: z.array(sectionSchema),
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
  image: z
    .string()
    .regex(/^\/images\/.+\.svg$/, 'must be an SVG under /images/')
    .describe('our drawing for cards: an SVG under `public/images/`, written `/images/…svg`'),
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
  draft,
  date: publishDate,
  /** Verified figures only, supplied by the agency; the results strip shows only when present. */
  results: z
    .array(z.strictObject({ figure: text, label: text }))
    .min(1, 'must list at least one result, or be left out')
    .max(4, 'must list at most 4 results')
    .optional(),
});

export const portfolioItemSchema = z.strictObject({
  slug,
  order,
  title: text,
  client: text,
  discipline: text,
  summary: text,
  image: z
    .string()
    .regex(/^\/images\/.+\.svg$/, 'must be an SVG under /images/')
    .describe('our drawing for cards: an SVG under `public/images/`, written `/images/…svg`'),
  /** Our picture of the work, shown instead of the generated `image`. */
  cover: imageSchema,
  /** Internal page with the full story, when there is one. */
  href: z.string().startsWith('/', 'must be a site path starting with /').optional(),
  draft,
  date: publishDate,
});

export const categorySchema = z.strictObject({ slug, name: text, description: metaDescription });

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

export const landingKinds = ['web-design-agency', 'seo-agency', 'city'] as const;

export const landingSchema = z.strictObject({
  slug,
  kind: z.enum(landingKinds),
  locality: text,
  title: text,
  description: metaDescription,
  heading: text,
  lead: inlineMarkdown,
  sections: z.array(sectionSchema).min(2, 'must have at least 2 sections'),
  faqs: z.array(faq),
  areasServed: z.array(text).min(1, 'must name at least one area'),
});

export type Section = z.infer<typeof sectionSchema>;
export type Page = z.infer<typeof pageSchema>;
export type Service = z.infer<typeof serviceSchema>;
/**
 * Set by the loader on an entry `npm run dev` shows although the public site does not
 * (a draft or a scheduled entry), so its page and cards can say so.
 */
export interface Publication {
  unpublished?: Unpublished;
}
export type CaseStudy = z.infer<typeof caseStudySchema> & Publication;
export type PortfolioItem = z.infer<typeof portfolioItemSchema> & Publication;
export type Category = z.infer<typeof categorySchema>;
export type Author = z.infer<typeof authorSchema>;
export type Post = z.infer<typeof postSchema> & Publication;
export type Landing = z.infer<typeof landingSchema>;
export type LandingKind = Landing['kind'];
export type Faq = z.infer<typeof faq>;
export type ContentImage = z.infer<typeof imageSchema>;
