/**
 * The guide as a branded, tagged PDF (pdfkit, no browser): cover, contents with page numbers
 * that link to the chapters, chapters with their diagrams and checklists, and a running
 * footer. Built twice: the first pass finds where each chapter starts, the second prints it.
 */
import PDFDocument from 'pdfkit';

import { type Block, type Inline, plainInline, plainText } from '@/lib/content/markdown';

import { DIAGRAMS } from '../diagrams';
import {
  arrowHead,
  BRAND,
  coverDrawing,
  type Drawing,
  type FontRole,
  PAGE_HEIGHT,
  PAGE_WIDTH,
} from '../drawing';
import { type Chapter, CHECKLIST_HEADING, DIAGRAM_SCHEME, type Guide } from '../guide';

export interface PdfFonts {
  display: string;
  body: string;
  bodyBold: string;
  italic: string;
}

export interface PdfOptions {
  fonts: PdfFonts;
  /** Site paths in chapters become links to this origin. */
  siteUrl: string;
}

export interface BuiltPdf {
  bytes: Buffer;
  pages: number;
  /** Page number (1 = cover) where each chapter starts, by slug. */
  chapterPages: Record<string, number>;
}

const MARGIN = { top: 72, bottom: 80, left: 68, right: 68 };
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN.left - MARGIN.right;
const BODY_SIZE = 10.5;
const LINE_GAP = 3.5;
const PARAGRAPH_GAP = 8;
const LIST_INDENT = 18;
/** Keeps a heading with at least a few lines of what follows it. */
const KEEP_WITH_NEXT = 90;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

interface Run {
  text: string;
  font: FontRole | 'italic';
  link?: string;
}

function runsOf(nodes: Inline[], options: PdfOptions, font: Run['font'] = 'body', link?: string): Run[] {
  return nodes.flatMap((node): Run[] => {
    switch (node.type) {
      case 'text':
        return [{ text: node.text.replace(/\s*\n\s*/g, ' '), font, link }];
      case 'strong':
        return runsOf(node.children, options, 'bodyBold', link);
      case 'emphasis':
        return runsOf(node.children, options, 'italic', link);
      case 'link':
        return runsOf(
          node.children,
          options,
          font,
          node.href.startsWith('/') ? `${options.siteUrl}${node.href}` : node.href,
        );
      default:
        return [];
    }
  });
}

/** Writes runs as one flowing paragraph; links are coloured, underlined and clickable. */
function writeRuns(doc: Doc, runs: Run[], x: number, width: number, gapAfter = PARAGRAPH_GAP) {
  runs.forEach((run, index) => {
    const options: PDFKit.Mixins.TextOptions = {
      width,
      lineGap: LINE_GAP,
      continued: index < runs.length - 1,
      link: run.link ?? null,
      underline: Boolean(run.link),
    };
    doc
      .font(run.font)
      .fontSize(BODY_SIZE)
      .fillColor(run.link ? BRAND.accent : BRAND.ink);
    // Only the first run is placed; passing x/y (even undefined) to a continuation drops its options.
    if (index === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
  doc.x = MARGIN.left;
  doc.y += gapAfter;
}

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN.bottom) doc.addPage();
}

/** Draws a drawing at (ox, oy), scaled; the PDF twin of svg() in drawing.ts. */
export function drawShapes(doc: Doc, drawing: Drawing, ox: number, oy: number, scale: number) {
  const X = (x: number) => ox + x * scale;
  const Y = (y: number) => oy + y * scale;
  for (const shape of drawing.shapes) {
    doc.save();
    switch (shape.kind) {
      case 'rect': {
        if (shape.radius)
          doc.roundedRect(X(shape.x), Y(shape.y), shape.w * scale, shape.h * scale, shape.radius * scale);
        else doc.rect(X(shape.x), Y(shape.y), shape.w * scale, shape.h * scale);
        if (shape.dash) doc.dash(4 * scale, { space: 3 * scale });
        doc.lineWidth(Math.max(0.5, scale));
        if (shape.fill && shape.stroke) doc.fillAndStroke(shape.fill, shape.stroke);
        else if (shape.fill) doc.fill(shape.fill);
        else if (shape.stroke) doc.stroke(shape.stroke);
        break;
      }
      case 'circle':
        doc.circle(X(shape.cx), Y(shape.cy), shape.r * scale).fill(shape.fill);
        break;
      case 'line': {
        if (shape.dash) doc.dash(4 * scale, { space: 3 * scale });
        doc
          .moveTo(X(shape.x1), Y(shape.y1))
          .lineTo(X(shape.x2), Y(shape.y2))
          .lineWidth(shape.width * scale)
          .stroke(shape.color);
        if (shape.arrow) {
          const [tip, ...rest] = arrowHead(shape);
          doc.undash().moveTo(X(tip![0]), Y(tip![1]));
          for (const [x, y] of rest) doc.lineTo(X(x), Y(y));
          doc.closePath().fill(shape.color);
        }
        break;
      }
      case 'text': {
        doc
          .font(shape.font)
          .fontSize(shape.size * scale)
          .fillColor(shape.color);
        const width = doc.widthOfString(shape.text);
        const shift = shape.anchor === 'middle' ? width / 2 : shape.anchor === 'end' ? width : 0;
        doc.text(shape.text, X(shape.x) - shift, Y(shape.y), { baseline: 'alphabetic', lineBreak: false });
        break;
      }
    }
    doc.restore();
  }
}

function addDiagram(doc: Doc, parent: Struct, name: string, caption: string) {
  const drawing = DIAGRAMS[name]!();
  const scale = Math.min(1, CONTENT_WIDTH / drawing.width);
  const height = drawing.height * scale;
  doc.font('italic').fontSize(9);
  const captionHeight = doc.heightOfString(caption, { width: CONTENT_WIDTH, lineGap: 2 });
  ensureSpace(doc, height + captionHeight + 24);
  const top = doc.y + 6;
  parent.add(
    doc.struct('Figure', { alt: caption }, () => {
      drawShapes(doc, drawing, MARGIN.left + (CONTENT_WIDTH - drawing.width * scale) / 2, top, scale);
    }),
  );
  doc.x = MARGIN.left;
  doc.y = top + height + 8;
  parent.add(
    doc.struct('Caption', {}, () => {
      doc
        .font('italic')
        .fontSize(9)
        .fillColor(BRAND.muted)
        .text(caption, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
    }),
  );
  doc.y += PARAGRAPH_GAP + 4;
}

type List = Extract<Block, { type: 'list' }>;

function addList(doc: Doc, parent: Struct, list: List, checklist: boolean, options: PdfOptions) {
  const { items } = list;
  const listStruct = doc.struct('L');
  parent.add(listStruct);
  items.forEach((item, index) => {
    const runs = item.children.flatMap((child) =>
      child.type === 'paragraph' ? runsOf(child.children, options) : [],
    );
    doc.font('body').fontSize(BODY_SIZE);
    ensureSpace(doc, 2 * (BODY_SIZE + LINE_GAP));
    const top = doc.y;
    const li = doc.struct('LI');
    listStruct.add(li);
    li.add(
      doc.struct('Lbl', {}, () => {
        if (checklist) {
          doc
            .save()
            .lineWidth(1)
            .roundedRect(MARGIN.left + 1, top + 1.5, 9, 9, 1.5)
            .stroke(BRAND.accent)
            .restore();
        } else {
          const label = list.ordered ? `${list.start + index}.` : '•';
          doc
            .font('bodyBold')
            .fontSize(BODY_SIZE)
            .fillColor(BRAND.accent)
            .text(label, MARGIN.left, top, { lineBreak: false });
        }
      }),
    );
    doc.y = top;
    li.add(
      doc.struct('LBody', {}, () =>
        writeRuns(doc, runs, MARGIN.left + LIST_INDENT, CONTENT_WIDTH - LIST_INDENT, 4),
      ),
    );
    li.end();
  });
  listStruct.end();
  doc.y += PARAGRAPH_GAP - 4;
}

function addHeading(doc: Doc, parent: Struct, level: 2 | 3, text: string) {
  const size = level === 2 ? 16 : 13;
  ensureSpace(doc, KEEP_WITH_NEXT);
  doc.y += level === 2 ? 10 : 4;
  parent.add(
    doc.struct(`H${level}`, {}, () => {
      doc
        .font('display')
        .fontSize(size)
        .fillColor(BRAND.ink)
        .text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
    }),
  );
  doc.y += 6;
}

function addChapter(doc: Doc, root: Struct, chapter: Chapter, options: PdfOptions) {
  doc.addPage();
  doc.addNamedDestination(chapter.slug);
  doc.outline.addItem(`${chapter.order}. ${chapter.title}`);
  const section = doc.struct('Sect', { title: chapter.title });
  root.add(section);
  section.add(
    doc.struct('P', {}, () => {
      doc
        .font('bodyBold')
        .fontSize(11)
        .fillColor(BRAND.highlight)
        .text(`CHAPTER ${chapter.order}`, MARGIN.left, MARGIN.top + 40);
    }),
  );
  doc.y += 4;
  section.add(
    doc.struct('H1', {}, () => {
      doc
        .font('display')
        .fontSize(28)
        .fillColor(BRAND.ink)
        .text(chapter.title, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
    }),
  );
  doc.y += 10;
  section.add(
    doc.struct('P', {}, () => {
      doc
        .font('body')
        .fontSize(12.5)
        .fillColor(BRAND.muted)
        .text(plainText(chapter.summary), MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 4 });
    }),
  );
  doc
    .save()
    .rect(MARGIN.left, doc.y + 14, 48, 4)
    .fill(BRAND.accent)
    .restore();
  doc.y += 34;

  let checklist = false;
  for (const block of chapter.body) {
    if (block.type === 'heading') {
      const text = plainInline(block.children);
      checklist = block.level === 2 && text === CHECKLIST_HEADING;
      addHeading(doc, section, block.level === 2 ? 2 : 3, text);
    } else if (block.type === 'list') {
      addList(doc, section, block, checklist, options);
    } else if (block.type === 'image' && block.image.src.startsWith(DIAGRAM_SCHEME)) {
      addDiagram(doc, section, block.image.src.slice(DIAGRAM_SCHEME.length), block.image.alt);
    } else if (block.type === 'paragraph') {
      const runs = runsOf(block.children, options);
      doc.font('body').fontSize(BODY_SIZE);
      ensureSpace(doc, 2 * (BODY_SIZE + LINE_GAP));
      section.add(doc.struct('P', {}, () => writeRuns(doc, runs, MARGIN.left, CONTENT_WIDTH)));
    }
  }
  section.end();
}

function addCover(doc: Doc, root: Struct, guide: Guide) {
  doc.addPage({ size: 'A4', margin: 0 });
  const metrics = {
    width: (text: string, font: FontRole, size: number) => doc.font(font).fontSize(size).widthOfString(text),
  };
  const drawing = coverDrawing(guide.meta, metrics);
  root.add(
    doc.struct(
      'Figure',
      { alt: `Cover: ${guide.meta.title}. ${guide.meta.subtitle}. ${guide.meta.author}.` },
      () => drawShapes(doc, drawing, 0, 0, 1),
    ),
  );
}

function addContents(doc: Doc, root: Struct, guide: Guide, chapterPages: Record<string, number> | undefined) {
  doc.addPage();
  root.add(
    doc.struct('H1', {}, () => {
      doc
        .font('display')
        .fontSize(28)
        .fillColor(BRAND.ink)
        .text('Contents', MARGIN.left, MARGIN.top + 40);
    }),
  );
  doc.y += 18;
  const toc = doc.struct('TOC');
  root.add(toc);
  for (const chapter of guide.chapters) {
    const top = doc.y;
    const page = chapterPages?.[chapter.slug];
    toc.add(
      doc.struct('TOCI', {}, () => {
        // The whole row links to the chapter; the number sits at the right edge.
        doc.font('bodyBold').fontSize(12).fillColor(BRAND.ink);
        doc.text(`${chapter.order}.  ${chapter.title}`, MARGIN.left, top, {
          width: CONTENT_WIDTH - 40,
          goTo: chapter.slug,
        });
        doc.text(page === undefined ? '' : String(page), MARGIN.left + CONTENT_WIDTH - 40, top, {
          width: 40,
          align: 'right',
          goTo: chapter.slug,
        });
        doc.y = Math.max(doc.y, top + 16);
        doc
          .font('body')
          .fontSize(9.5)
          .fillColor(BRAND.muted)
          .text(plainText(chapter.summary), MARGIN.left + 18, doc.y + 2, {
            width: CONTENT_WIDTH - 58,
            lineGap: 1.5,
          });
      }),
    );
    doc.y += 12;
  }
  toc.end();
  doc.y += 12;
  root.add(
    doc.struct('H2', {}, () => {
      doc.font('display').fontSize(14).fillColor(BRAND.ink).text('Who this guide is for', MARGIN.left, doc.y);
    }),
  );
  doc.y += 4;
  root.add(
    doc.struct('P', {}, () =>
      writeRuns(doc, [{ text: guide.meta.audience, font: 'body' }], MARGIN.left, CONTENT_WIDTH),
    ),
  );
}

function footer(doc: Doc, guide: Guide, pageNumber: number) {
  const { x, y } = doc;
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const baseline = doc.page.height - 44;
  doc.markContent('Artifact', { type: 'Pagination' });
  doc
    .save()
    .moveTo(MARGIN.left, baseline - 14)
    .lineTo(PAGE_WIDTH - MARGIN.right, baseline - 14)
    .lineWidth(0.5)
    .stroke(BRAND.border)
    .restore();
  doc.font('body').fontSize(8.5).fillColor(BRAND.muted);
  doc.text(`${guide.meta.title} · ${guide.meta.author}`, MARGIN.left, baseline, {
    baseline: 'alphabetic',
    lineBreak: false,
  });
  const label = `Page ${pageNumber}`;
  doc.text(label, PAGE_WIDTH - MARGIN.right - doc.widthOfString(label), baseline, {
    baseline: 'alphabetic',
    lineBreak: false,
  });
  doc.endMarkedContent();
  doc.page.margins.bottom = bottom;
  doc.x = x;
  doc.y = y;
}

function render(guide: Guide, options: PdfOptions, knownPages?: Record<string, number>): Promise<BuiltPdf> {
  const { meta } = guide;
  const doc = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margins: MARGIN,
    autoFirstPage: false,
    pdfVersion: '1.7',
    tagged: true,
    // Footers are drawn once all pages exist, outside any paragraph still flowing.
    bufferPages: true,
    lang: meta.language,
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, Subject: meta.description, Creator: meta.author },
  });
  for (const [name, file] of Object.entries(options.fonts)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));

  const root = doc.struct('Document');
  doc.addStructure(root);
  addCover(doc, root, guide);
  addContents(doc, root, guide, knownPages);
  const chapterPages: Record<string, number> = {};
  for (const chapter of guide.chapters) {
    // Each chapter starts on a page of its own: the next one.
    chapterPages[chapter.slug] = doc.bufferedPageRange().count + 1;
    addChapter(doc, root, chapter, options);
  }
  root.end();
  const pages = doc.bufferedPageRange().count;
  for (let index = 1; index < pages; index += 1) {
    doc.switchToPage(index);
    footer(doc, guide, index + 1);
  }
  doc.end();
  return ended.then(() => ({ bytes: Buffer.concat(chunks), pages, chapterPages }));
}

export async function buildGuidePdf(guide: Guide, options: PdfOptions): Promise<BuiltPdf> {
  const first = await render(guide, options);
  return render(guide, options, first.chapterPages);
}
