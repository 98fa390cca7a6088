/**
 * getStaticProps data for /free-cybersecurity-ebook (build time, Node): the page's copy and
 * what the guide holds, read from the same files the PDF is built from.
 */
import type { MarkdownDoc } from '@/lib/content/markdown';
import type { Page } from '@/lib/content/schema';
import { allRoutes, getPage } from '@/lib/content/server';
import { ContentError } from '@/lib/content/validate';
import { ROUTES } from '@/lib/routes';

import { DIAGRAMS, PHONE_DIAGRAMS } from '../diagrams';
import { diagramPath, ebookCoverPath, ebookDownloadPath } from '../download';
import { PAGE_HEIGHT, PAGE_WIDTH } from '../drawing';
import { diagramsShown, type Guide } from '../guide';
import { loadGuide } from './load';

export const EBOOK_PAGE_PATH = ROUTES.ebook;

export interface EbookPicture {
  src: string;
  /** Its rendering for the dark theme, where it has one. */
  darkSrc?: string;
  width: number;
  height: number;
  caption: string;
  /** A narrower drawing for a phone's column, when the diagram has one. */
  phone?: { src: string; darkSrc: string; width: number; height: number };
}

export interface EbookPageProps {
  page: Page;
  title: string;
  downloadPath: string;
  cover: Omit<EbookPicture, 'caption'>;
  /** Each chapter's summary as the site's Markdown tree, as ProcessSteps renders it. */
  chapters: { order: number; title: string; summary: MarkdownDoc }[];
  /** One diagram from inside, as a preview. */
  preview: EbookPicture | null;
}

/** The last diagram the guide shows (the 90-day plan closes it), with its caption. */
function lastDiagram(guide: Guide): EbookPicture | null {
  const last = diagramsShown(guide).at(-1);
  if (!last) return null;
  const drawing = DIAGRAMS[last.name]!();
  const phone = PHONE_DIAGRAMS[last.name]?.();
  return {
    src: diagramPath(last.name),
    darkSrc: diagramPath(last.name, { theme: 'dark' }),
    width: drawing.width,
    height: drawing.height,
    caption: last.caption,
    ...(phone && {
      phone: {
        src: diagramPath(last.name, { phone: true }),
        darkSrc: diagramPath(last.name, { phone: true, theme: 'dark' }),
        width: phone.width,
        height: phone.height,
      },
    }),
  };
}

export function ebookPageProps(): EbookPageProps {
  const { guide, issues } = loadGuide(allRoutes());
  if (!guide) throw new ContentError(issues);
  return {
    page: getPage(EBOOK_PAGE_PATH),
    title: guide.meta.title,
    downloadPath: ebookDownloadPath(guide.meta),
    cover: { src: ebookCoverPath(), width: Math.round(PAGE_WIDTH), height: Math.round(PAGE_HEIGHT) },
    chapters: guide.chapters.map(({ order, title, summary }) => ({ order, title, summary })),
    preview: lastDiagram(guide),
  };
}
