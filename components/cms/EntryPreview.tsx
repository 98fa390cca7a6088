import type { ComponentProps, ReactNode } from 'react';

import { fontVariables } from '@/components/fonts';
import FaqList from '@/components/sections/FaqList';
import FeatureList from '@/components/sections/FeatureList';
import PageHero from '@/components/sections/PageHero';
import ProcessSteps from '@/components/sections/ProcessSteps';
import styles from '@/components/sections/Sections.module.css';
import Markdown, { LazyBlocks } from '@/components/ui/Markdown';
import RichBlock from '@/components/ui/MarkdownRich';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import VideoEmbed from '@/components/ui/VideoEmbed';
import { markdownProblem } from '@/lib/content/cms-refusal';
import { categories } from '@/lib/content/lists';
import type { Block, MarkdownDoc } from '@/lib/content/markdown';
import type { parseMarkdown } from '@/lib/content/markdown-parse';
import type { RenderedImage } from '@/lib/media/types';

/** The category's name, as the post page shows it; an unknown slug as typed. */
const categoryName = (slug: string) => categories.find((category) => category.slug === slug)?.name ?? slug;

/** An entry as the editor holds it: the fields of its file, not yet checked. */
export type EntryData = Record<string, unknown>;

/** Finds the address the editor shows an image at (an upload not yet saved is a blob: URL). */
export type AssetUrl = (src: string) => string;

interface Parsed {
  doc: MarkdownDoc;
  problems: string[];
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): EntryData[] =>
  Array.isArray(value) ? value.filter((item): item is EntryData => !!item && typeof item === 'object') : [];

/** An image the editor shows at its own address: no rendered sizes until the media step runs. */
function previewImage(image: { src: string; alt: string }, assetUrl: AssetUrl): RenderedImage {
  return { alt: image.alt, width: 1600, height: 900, sources: [], src: assetUrl(image.src) };
}

function withImages(doc: MarkdownDoc, assetUrl: AssetUrl): MarkdownDoc {
  return doc.map((block): Block => {
    if (block.type === 'image') return { ...block, rendered: previewImage(block.image, assetUrl) };
    if (block.type === 'quote') return { ...block, children: withImages(block.children, assetUrl) };
    if (block.type === 'list')
      return {
        ...block,
        items: block.items.map((item) => ({ ...item, children: withImages(item.children, assetUrl) })),
      };
    return block;
  });
}

declare global {
  interface Window {
    /** The site's parser, loaded by /admin from public/admin/decap (scripts/cms-assets.ts). */
    siteParseMarkdown?: typeof parseMarkdown;
  }
}

/** Markdown as pages parse it, with the check's own words for what it refuses. */
function parse(name: string, source: unknown, assetUrl: AssetUrl): Parsed {
  const parsed = window.siteParseMarkdown?.(str(source));
  if (!parsed) return { doc: [], problems: [] };
  const { doc, problems } = parsed;
  return {
    doc: withImages(doc, assetUrl),
    problems: problems.map((problem) => markdownProblem(name, problem)),
  };
}

/** A page section without the entrance animation, which a preview has no scroll to start. */
function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`container ${styles.section}`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}

function Problems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="container" role="alert">
      <p>
        <strong>The content check will refuse this entry:</strong>
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

function Cover({ image, assetUrl }: { image: unknown; assetUrl: AssetUrl }) {
  const cover = image && typeof image === 'object' ? (image as EntryData) : undefined;
  if (!cover || !str(cover.src)) return null;
  return (
    <figure className={styles.cover}>
      <ResponsiveImage
        image={previewImage({ src: str(cover.src), alt: str(cover.alt) }, assetUrl)}
        sizes="(min-width: 46rem) 42rem, 100vw"
      />
      {str(cover.caption) && <figcaption>{str(cover.caption)}</figcaption>}
    </figure>
  );
}

function PostPreview({ data, assetUrl }: { data: EntryData; assetUrl: AssetUrl }) {
  const body = parse('body', data.body, assetUrl);
  return (
    <article>
      <PageHero
        eyebrow={categoryName(str(data.category))}
        heading={str(data.title)}
        lead={str(data.excerpt)}
      />
      <Problems problems={body.problems} />
      <div className="container">
        <div className={styles.readingBody}>
          <Cover image={data.cover} assetUrl={assetUrl} />
          <Markdown doc={body.doc} className={styles.prose} />
        </div>
      </div>
    </article>
  );
}

function CaseStudyPreview({ data, assetUrl }: { data: EntryData; assetUrl: AssetUrl }) {
  const parts = (['challenge', 'approach', 'outcome'] as const).map((name) =>
    parse(name, data[name], assetUrl),
  );
  return (
    <article>
      <PageHero eyebrow={str(data.client)} heading={str(data.title)} lead={str(data.summary)} />
      <Problems problems={parts.flatMap((part) => part.problems)} />
      <div className="container">
        <Cover image={data.cover} assetUrl={assetUrl} />
      </div>
      {(['Challenge', 'Approach', 'Outcome'] as const).map((heading, index) => (
        <Section key={heading} id={heading.toLowerCase()} heading={heading}>
          <Markdown doc={parts[index]?.doc ?? []} className={styles.prose} />
        </Section>
      ))}
    </article>
  );
}

function ServicePreview({ data, assetUrl }: { data: EntryData; assetUrl: AssetUrl }) {
  const intro = parse('intro', data.intro, assetUrl);
  const titled = (field: string) =>
    list(data[field]).map((item, index) => ({
      title: str(item.title),
      text: parse(`${field}[${index}].text`, item.text, assetUrl),
    }));
  const included = titled('included');
  const process = titled('process');
  const faqs = list(data.faqs).map((faq, index) => ({
    question: str(faq.question),
    answer: parse(`faqs[${index}].answer`, faq.answer, assetUrl),
  }));
  const problems = [
    intro,
    ...included.map((i) => i.text),
    ...process.map((p) => p.text),
    ...faqs.map((f) => f.answer),
  ];
  return (
    <article>
      <PageHero heading={str(data.title)} lead={str(data.summary)} />
      <Problems problems={problems.flatMap((p) => p.problems)} />
      <div className="container">
        <Markdown doc={intro.doc} className={styles.prose} />
      </div>
      <Section id="included" heading="What's included">
        <FeatureList items={included.map((item) => ({ title: item.title, text: item.text.doc }))} />
      </Section>
      <Section id="process" heading="How we work">
        <ProcessSteps steps={process.map((step) => ({ title: step.title, text: step.text.doc }))} />
      </Section>
      <Section id="faq" heading="Frequently asked questions">
        <FaqList faqs={faqs.map((faq) => ({ question: faq.question, answer: faq.answer.doc }))} />
      </Section>
    </article>
  );
}

/** Any other entry: its heading and lead, then each Markdown field as the site renders it. */
function GenericPreview({ data, assetUrl }: { data: EntryData; assetUrl: AssetUrl }) {
  const sections = list(data.sections).map((section, index) => ({
    heading: str(section.heading),
    id: str(section.id) || `section-${index}`,
    body: parse(`sections[${index}].body`, section.body, assetUrl),
  }));
  return (
    <article>
      <PageHero
        heading={str(data.heading) || str(data.title)}
        lead={str(data.lead) ? parse('lead', data.lead, assetUrl).doc : str(data.summary)}
      />
      <Problems problems={sections.flatMap((s) => s.body.problems)} />
      <div className="container">
        <Cover image={data.cover} assetUrl={assetUrl} />
      </div>
      {sections.map((section) => (
        <Section key={section.id} id={section.id} heading={section.heading}>
          <Markdown doc={section.body.doc} className={styles.prose} />
        </Section>
      ))}
    </article>
  );
}

const PREVIEWS: Record<string, typeof GenericPreview> = {
  posts: PostPreview,
  'case-studies': CaseStudyPreview,
  services: ServicePreview,
};

const PREVIEW_BLOCKS = {
  video: (props: ComponentProps<typeof VideoEmbed>) => <VideoEmbed {...props} />,
  rich: (props: ComponentProps<typeof RichBlock>) => <RichBlock {...props} />,
};

/** The preview of one entry, built from the site's own sections and Markdown rendering. */
export default function EntryPreview({
  collection,
  data,
  assetUrl,
}: {
  collection: string;
  data: EntryData;
  assetUrl: AssetUrl;
}) {
  const Preview = PREVIEWS[collection] ?? GenericPreview;
  return (
    <div className={`app-root ${fontVariables}`}>
      {/* Tables, code and the video facade as the page's server HTML draws them. */}
      <LazyBlocks.Provider value={PREVIEW_BLOCKS}>
        <Preview data={data} assetUrl={assetUrl} />
      </LazyBlocks.Provider>
    </div>
  );
}
