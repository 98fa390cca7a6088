/**
 * What `npm run new` writes: a new entry with every required field, each holding a
 * placeholder the content check refuses until an editor replaces it. Every kind starts as a
 * draft: `npm run dev` shows it at once, placeholders and all, and the public site only once
 * `draft: true` is removed.
 */
import { ART_MOTIF_NAMES, ART_PALETTE_NAMES, type ArtDirection } from '@/lib/media/art-direction';
import { slugify } from '@/lib/text/slugify';

/** Marks text an editor still has to write; the content check names every one left. */
export const PLACEHOLDER = 'FILL IN:';

export const SCAFFOLD_KINDS = ['post', 'case-study', 'service'] as const;
export type ScaffoldKind = (typeof SCAFFOLD_KINDS)[number];

export interface ScaffoldContext {
  /** YYYY-MM-DD */
  today: string;
  author: string;
  category: string;
  /** One more than the highest `order` in use. */
  nextOrder: number;
  /** A case study's look: a palette and a motif no other case study uses, when one is free. */
  art?: ArtDirection;
}

/** The pictures a new case study asks for, in its media folder. */
export const CASE_STUDY_PICTURES = ['cover.png', 'picture-1.png', 'picture-2.png'];

/** Where a case study's pictures live. */
export const caseStudyMediaFolder = (slug: string) => `content/media/case-studies/${slug}`;

const DRAFT = [
  '# Shown only by npm run dev until you remove this line (see docs/editing.md, "Drafts").',
  'draft: true',
];

/**
 * A look for a new case study: a palette and a motif that no case study uses yet, else the
 * first pair none has (each piece of work is drawn in a look of its own).
 */
export function freeArt(taken: { palette?: unknown; motif?: unknown }[]): ArtDirection | undefined {
  const palettes = new Set(taken.map((art) => art.palette));
  const motifs = new Set(taken.map((art) => art.motif));
  const palette = ART_PALETTE_NAMES.find((name) => !palettes.has(name));
  const motif = ART_MOTIF_NAMES.find((name) => !motifs.has(name));
  if (palette && motif) return { palette, motif };
  const pairs = new Set(taken.map((art) => `${String(art.palette)}/${String(art.motif)}`));
  for (const p of ART_PALETTE_NAMES)
    for (const m of ART_MOTIF_NAMES) if (!pairs.has(`${p}/${m}`)) return { palette: p, motif: m };
  return undefined;
}

const quote = (text: string) => JSON.stringify(text);
const META = `${PLACEHOLDER} the meta description, 50 to 170 characters, as search results should show it.`;

export function scaffold(
  kind: ScaffoldKind,
  title: string,
  context: ScaffoldContext,
): { file: string; text: string } {
  const slug = slugify(title);
  if (!slug) throw new Error(`"${title}" gives an empty slug: use letters or digits in the title`);
  switch (kind) {
    case 'post':
      return {
        file: `content/posts/${slug}.md`,
        text: [
          '---',
          `slug: ${slug}`,
          `title: ${quote(title)}`,
          `excerpt: ${quote(`${PLACEHOLDER} one or two sentences for cards and the top of the post.`)}`,
          `description: ${quote(META)}`,
          `author: ${context.author}`,
          `date: ${context.today}`,
          `category: ${context.category}`,
          ...DRAFT,
          '# Optional: a picture shown above the post (see docs/editing.md, "Images").',
          '# cover:',
          `#   src: ../media/posts/${slug}/cover.png`,
          '#   alt: What the picture shows',
          '#   caption: "Illustration: …"',
          '---',
          '',
          `${PLACEHOLDER} the opening paragraph.`,
          '',
          '## A first section heading',
          '',
          `${PLACEHOLDER} the section's text.`,
          '',
        ].join('\n'),
      };
    case 'case-study':
      return {
        file: `content/case-studies/${slug}.md`,
        text: [
          '---',
          `slug: ${slug}`,
          `order: ${context.nextOrder}`,
          `client: ${quote(`${PLACEHOLDER} client name`)}`,
          `title: ${quote(title)}`,
          `description: ${quote(META)}`,
          `industry: ${quote(`${PLACEHOLDER} industry`)}`,
          `summary: ${quote(`${PLACEHOLDER} one sentence on what we did.`)}`,
          'highlights:',
          `  - ${quote(`${PLACEHOLDER} a highlight`)}`,
          `  - ${quote(`${PLACEHOLDER} another highlight`)}`,
          'services:',
          '  - web-design',
          '# Its cover look: a palette and a motif no other case study uses (docs/illustrations.md).',
          'art:',
          `  palette: ${context.art?.palette ?? quote(`${PLACEHOLDER} palette`)}`,
          `  motif: ${context.art?.motif ?? quote(`${PLACEHOLDER} motif`)}`,
          ...DRAFT,
          `# Our pictures of the work: a cover and at least two more, in ${caseStudyMediaFolder(slug)}/ (see docs/editing.md).`,
          'cover:',
          `  src: ../media/case-studies/${slug}/${CASE_STUDY_PICTURES[0]}`,
          `  alt: ${quote(`${PLACEHOLDER} what the picture shows`)}`,
          'gallery:',
          ...CASE_STUDY_PICTURES.slice(1).flatMap((name) => [
            `  - src: ../media/case-studies/${slug}/${name}`,
            `    alt: ${quote(`${PLACEHOLDER} what the picture shows`)}`,
            `    caption: ${quote(`${PLACEHOLDER} Illustration: what it is`)}`,
          ]),
          '---',
          '',
          '# Challenge',
          '',
          `${PLACEHOLDER} what the client faced.`,
          '',
          '# Approach',
          '',
          `${PLACEHOLDER} what we did.`,
          '',
          '# Outcome',
          '',
          `${PLACEHOLDER} what changed, stated as the client can confirm it.`,
          '',
        ].join('\n'),
      };
    case 'service': {
      const item = (what: string) => [
        `  - title: ${quote(`${PLACEHOLDER} ${what}`)}`,
        `    text: ${quote(`${PLACEHOLDER} one sentence.`)}`,
      ];
      const faq = [
        `  - question: ${quote(`${PLACEHOLDER} a question buyers ask?`)}`,
        `    answer: ${quote(`${PLACEHOLDER} the answer.`)}`,
      ];
      return {
        file: `content/services/${slug}.yaml`,
        text: [
          `slug: ${slug}`,
          `order: ${context.nextOrder}`,
          `title: ${quote(title)}`,
          `shortTitle: ${quote(title)}`,
          `description: ${quote(META)}`,
          `summary: ${quote(`${PLACEHOLDER} one sentence for cards.`)}`,
          'intro: |-',
          `  ${PLACEHOLDER} the opening paragraphs, in Markdown.`,
          'included:',
          ...[1, 2, 3].flatMap((n) => item(`included item ${n}`)),
          'process:',
          ...[1, 2, 3].flatMap((n) => item(`step ${n}`)),
          'faqs:',
          ...faq,
          ...faq,
          ...faq,
          'relatedCaseStudies: []',
          'cta:',
          `  heading: ${quote(`${PLACEHOLDER} call to action`)}`,
          `  text: ${quote(`${PLACEHOLDER} one sentence.`)}`,
          'keywords: []',
          ...DRAFT,
          '',
        ].join('\n'),
      };
    }
  }
}
