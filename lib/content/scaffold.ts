/**
 * What `npm run new` writes: a new entry with every required field, each holding a
 * placeholder the content check refuses until an editor replaces it. Posts and case studies
 * start as drafts: `npm run dev` shows them at once, placeholders and all, and the public
 * site only once `draft: true` is removed.
 */
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
          '# Shown only by npm run dev until you remove this line (see docs/editing.md, "Drafts").',
          'draft: true',
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
          `  palette: ${quote(`${PLACEHOLDER} palette`)}`,
          `  motif: ${quote(`${PLACEHOLDER} motif`)}`,
          '# Shown only by npm run dev until you remove this line (see docs/editing.md, "Drafts").',
          'draft: true',
          `# Our pictures of the work: a cover and at least two more, in content/media/case-studies/${slug}/ (see docs/editing.md).`,
          'cover:',
          `  src: ../media/case-studies/${slug}/cover.png`,
          `  alt: ${quote(`${PLACEHOLDER} what the picture shows`)}`,
          'gallery:',
          ...[1, 2].flatMap((n) => [
            `  - src: ../media/case-studies/${slug}/picture-${n}.png`,
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
          '',
        ].join('\n'),
      };
    }
  }
}
