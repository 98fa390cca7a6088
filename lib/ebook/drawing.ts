/**
 * The ebook's pictures as data: the cover and the diagrams are lists of shapes, drawn once
 * into the PDF (lib/ebook/server/pdf.ts) and once as SVG for the web page (svg() below), so the
 * two can never differ. The diagrams themselves are drawn in diagrams.ts. Coordinates are points, y downwards, text placed by its baseline.
 */
import type { GuideMeta } from '@/lib/content/schema';
import { escapeXml } from '@/lib/text/xml';

/** The site's light-theme palette (styles/globals.css). */
export const BRAND = {
  ink: '#0d1326',
  muted: '#4a5470',
  accent: '#4338ca',
  accentSoft: '#e0e7ff',
  highlight: '#0e7490',
  surface: '#f4f6fb',
  border: '#d5dbea',
  white: '#ffffff',
  /** Light text on the dark cover. */
  onDark: '#c7d2fe',
} as const;

/**
 * The same drawing for the site's dark theme (styles/globals.css): each light colour swapped
 * for its dark counterpart, so a diagram reads as a dark page instead of a dimmed white one.
 * The PDF keeps the light one.
 */
const NIGHT: Record<string, string> = {
  [BRAND.white]: '#0f1629',
  [BRAND.surface]: '#161e36',
  [BRAND.border]: '#2d3757',
  [BRAND.ink]: '#e7eaf6',
  [BRAND.muted]: '#a4adca',
  [BRAND.accent]: '#8b93ff',
  [BRAND.accentSoft]: '#272c66',
  [BRAND.highlight]: '#3fb7cf',
};

/** display: Space Grotesk Bold; body and bodyBold: Inter. */
export type FontRole = 'display' | 'body' | 'bodyBold';

export type Shape =
  | {
      kind: 'rect';
      x: number;
      y: number;
      w: number;
      h: number;
      fill?: string;
      stroke?: string;
      radius?: number;
      dash?: boolean;
    }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string }
  | {
      kind: 'line';
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      color: string;
      width: number;
      arrow?: boolean;
      dash?: boolean;
    }
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      font: FontRole;
      size: number;
      color: string;
      anchor?: 'start' | 'middle' | 'end';
    };

export interface Drawing {
  width: number;
  height: number;
  /** Short description for the SVG's title; captions live in the chapters. */
  title: string;
  shapes: Shape[];
}

/** Measures and outlines text in the brand fonts (Node: lib/ebook/server/fonts.ts). */
export interface TextMetrics {
  width(text: string, font: FontRole, size: number): number;
}
export interface TextOutliner extends TextMetrics {
  /** SVG path data for `text` with its left end of the baseline at (x, y). */
  path(text: string, font: FontRole, x: number, y: number, size: number): string;
}

export type TextShape = Extract<Shape, { kind: 'text' }>;

/** Lines of text one under the other, `leading` apart. */
export function lines(
  texts: string[],
  x: number,
  y: number,
  leading: number,
  style: Omit<TextShape, 'kind' | 'x' | 'y' | 'text'>,
): TextShape[] {
  return texts.map((text, i) => ({ kind: 'text', x, y: y + i * leading, text, ...style }));
}

export function wrap(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      out.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) out.push(line);
  return out;
}

/** A4 in points: the PDF's page and the cover's shape. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;

/** The cover: the guide's title and subtitle on the brand's dark ground, with a drawn motif. */
export function coverDrawing(meta: GuideMeta, metrics: TextMetrics): Drawing {
  const margin = 56;
  const width = PAGE_WIDTH;
  const height = PAGE_HEIGHT;
  const shapes: Shape[] = [{ kind: 'rect', x: 0, y: 0, w: width, h: height, fill: BRAND.ink }];
  // Motif: a grid of dots, some lit, like a map of signals where only a few matter.
  for (let row = 0; row < 7; row += 1) {
    for (let col = 0; col < 9; col += 1) {
      const lit = (row * 9 + col) % 7 === 3;
      shapes.push({
        kind: 'circle',
        cx: width - margin - col * 26,
        cy: margin + 30 + row * 26,
        r: lit ? 5 : 2.5,
        fill: lit ? BRAND.highlight : '#2a3558',
      });
    }
  }
  shapes.push({ kind: 'rect', x: margin, y: 360, w: 64, h: 6, fill: BRAND.highlight });
  shapes.push({
    kind: 'text',
    x: margin,
    y: 400,
    text: 'FREE GUIDE',
    font: 'bodyBold',
    size: 13,
    color: BRAND.onDark,
  });
  const titleSize = 44;
  const titleLines = wrap(meta.title, width - 2 * margin, (line) =>
    metrics.width(line, 'display', titleSize),
  );
  shapes.push(
    ...lines(titleLines, margin, 460, titleSize * 1.12, {
      font: 'display',
      size: titleSize,
      color: BRAND.white,
    }),
  );
  const subtitleTop = 460 + titleLines.length * titleSize * 1.12 + 18;
  const subtitleLines = wrap(meta.subtitle, width - 2 * margin - 40, (line) =>
    metrics.width(line, 'body', 16),
  );
  shapes.push(
    ...lines(subtitleLines, margin, subtitleTop, 24, { font: 'body', size: 16, color: BRAND.onDark }),
  );
  shapes.push({
    kind: 'line',
    x1: margin,
    y1: height - 96,
    x2: width - margin,
    y2: height - 96,
    color: '#2a3558',
    width: 1,
  });
  shapes.push({
    kind: 'text',
    x: margin,
    y: height - 64,
    text: meta.author,
    font: 'display',
    size: 18,
    color: BRAND.white,
  });
  return { width, height, title: `Cover of ${meta.title}`, shapes };
}

function anchoredX(shape: TextShape, metrics: TextMetrics): number {
  const width = metrics.width(shape.text, shape.font, shape.size);
  if (shape.anchor === 'middle') return shape.x - width / 2;
  if (shape.anchor === 'end') return shape.x - width;
  return shape.x;
}

/** Arrowhead at the end (x2, y2) of a line, as a closed triangle. */
export function arrowHead(shape: Extract<Shape, { kind: 'line' }>): [number, number][] {
  const angle = Math.atan2(shape.y2 - shape.y1, shape.x2 - shape.x1);
  const size = 4 + shape.width * 2;
  const point = (da: number): [number, number] => [
    shape.x2 - size * Math.cos(angle + da),
    shape.y2 - size * Math.sin(angle + da),
  ];
  return [[shape.x2, shape.y2], point(0.45), point(-0.45)];
}

/** The drawing as a standalone SVG; text is outlined so it shows in the brand fonts anywhere. */
export function svg(drawing: Drawing, outliner: TextOutliner, theme: 'light' | 'dark' = 'light'): string {
  const light = svgText(drawing, outliner);
  return theme === 'light' ? light : light.replace(/#[0-9a-f]{6}\b/g, (colour) => NIGHT[colour] ?? colour);
}

function svgText(drawing: Drawing, outliner: TextOutliner): string {
  const round = (n: number) => Math.round(n * 100) / 100;
  const body = drawing.shapes.map((shape) => {
    switch (shape.kind) {
      case 'rect':
        return `<rect x="${round(shape.x)}" y="${round(shape.y)}" width="${round(shape.w)}" height="${round(shape.h)}" rx="${shape.radius ?? 0}" fill="${shape.fill ?? 'none'}"${shape.stroke ? ` stroke="${shape.stroke}"` : ''}${shape.dash ? ' stroke-dasharray="4 3"' : ''}/>`;
      case 'circle':
        return `<circle cx="${round(shape.cx)}" cy="${round(shape.cy)}" r="${shape.r}" fill="${shape.fill}"/>`;
      case 'line': {
        const line = `<line x1="${round(shape.x1)}" y1="${round(shape.y1)}" x2="${round(shape.x2)}" y2="${round(shape.y2)}" stroke="${shape.color}" stroke-width="${shape.width}"${shape.dash ? ' stroke-dasharray="4 3"' : ''}/>`;
        if (!shape.arrow) return line;
        const points = arrowHead(shape)
          .map(([x, y]) => `${round(x)},${round(y)}`)
          .join(' ');
        return `${line}<polygon points="${points}" fill="${shape.color}"/>`;
      }
      case 'text':
        return `<path d="${outliner.path(shape.text, shape.font, anchoredX(shape, outliner), shape.y, shape.size)}" fill="${shape.color}"/>`;
    }
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(drawing.width)} ${round(drawing.height)}" width="${round(drawing.width)}" height="${round(drawing.height)}" role="img">`,
    `<title>${escapeXml(drawing.title)}</title>`,
    `<rect width="100%" height="100%" fill="${BRAND.white}"/>`,
    ...body,
    '</svg>',
  ].join('\n');
}
