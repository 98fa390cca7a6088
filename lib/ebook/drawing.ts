/**
 * The ebook's pictures as data: the cover and the diagrams are lists of shapes, drawn once
 * into the PDF (lib/ebook/server/pdf.ts) and once as SVG for the web page (svg() below), so the
 * two can never differ. Coordinates are points, y downwards, text placed by its baseline.
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

type TextShape = Extract<Shape, { kind: 'text' }>;

function lines(
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

function buyerResearchJourney(): Drawing {
  const stages: [string[], string[]][] = [
    [['Trigger'], ['Do we have to', 'solve this now?']],
    [
      ['Problem', 'research'],
      ['What is going on,', 'and how do others', 'handle it?'],
    ],
    [['Long list'], ['Who solves this?']],
    [['Short list'], ['Which of these', 'fits us?']],
    [['Validation'], ['Can we trust it', 'and them?']],
    [['Decision'], ['Can I defend', 'this choice?']],
  ];
  const boxW = 100;
  const gap = 12;
  const left = 10;
  const x = (i: number) => left + i * (boxW + gap);
  const shapes: Shape[] = [
    {
      kind: 'line',
      x1: left,
      y1: 68,
      x2: x(5) + boxW + 8,
      y2: 68,
      color: BRAND.accent,
      width: 2,
      arrow: true,
    },
  ];
  stages.forEach(([label, question], i) => {
    shapes.push({
      kind: 'rect',
      x: x(i),
      y: 40,
      w: boxW,
      h: 56,
      fill: BRAND.accentSoft,
      stroke: BRAND.accent,
      radius: 8,
    });
    shapes.push({
      kind: 'text',
      x: x(i) + boxW / 2,
      y: 30,
      text: String(i + 1),
      font: 'display',
      size: 12,
      color: BRAND.accent,
      anchor: 'middle',
    });
    const labelTop = label.length === 1 ? 73 : 65;
    shapes.push(
      ...lines(label, x(i) + boxW / 2, labelTop, 15, {
        font: 'bodyBold',
        size: 12,
        color: BRAND.ink,
        anchor: 'middle',
      }),
      ...lines(question, x(i) + boxW / 2, 122, 14, {
        font: 'body',
        size: 10,
        color: BRAND.muted,
        anchor: 'middle',
      }),
    );
  });
  const band = (from: number, to: number, label: string, crowded: boolean): Shape[] => [
    {
      kind: 'rect',
      x: x(from),
      y: 178,
      w: x(to) + boxW - x(from),
      h: 30,
      fill: crowded ? BRAND.accent : BRAND.white,
      stroke: crowded ? undefined : BRAND.highlight,
      radius: 6,
      dash: !crowded,
    },
    {
      kind: 'text',
      x: (x(from) + x(to) + boxW) / 2,
      y: 197,
      text: label,
      font: 'bodyBold',
      size: 10,
      color: crowded ? BRAND.white : BRAND.highlight,
      anchor: 'middle',
    },
  ];
  shapes.push(
    ...band(0, 1, 'Often left empty: room to win', false),
    ...band(2, 3, 'Where most vendor marketing crowds', true),
    ...band(4, 5, 'Often left empty: room to win', false),
  );
  return {
    width: x(5) + boxW + left + 8,
    height: 222,
    title: "The security buyer's research journey",
    shapes,
  };
}

/** The small muted words at either end of a chart's axis ("Low", "High"). */
const axisEndLabel = (x: number, y: number, text: string, anchor?: TextShape['anchor']): Shape => ({
  kind: 'text',
  x,
  y,
  text,
  font: 'body',
  size: 10,
  color: BRAND.muted,
  ...(anchor ? { anchor } : {}),
});

function positioningMap(): Drawing {
  const plot = { x: 70, y: 20, w: 400, h: 300 };
  const midX = plot.x + plot.w / 2;
  const midY = plot.y + plot.h / 2;
  const shapes: Shape[] = [
    { kind: 'rect', x: plot.x, y: plot.y, w: plot.w, h: plot.h, fill: BRAND.surface, stroke: BRAND.border },
    // The open quadrant: focused (top) and low effort (left).
    {
      kind: 'rect',
      x: plot.x + 6,
      y: plot.y + 6,
      w: plot.w / 2 - 12,
      h: plot.h / 2 - 12,
      fill: BRAND.white,
      stroke: BRAND.highlight,
      radius: 6,
      dash: true,
    },
    ...lines(['Open position:', 'focused, low effort'], plot.x + plot.w / 4, plot.y + 62, 16, {
      font: 'bodyBold',
      size: 12,
      color: BRAND.highlight,
      anchor: 'middle',
    }),
    { kind: 'line', x1: midX, y1: plot.y, x2: midX, y2: plot.y + plot.h, color: BRAND.border, width: 1 },
    { kind: 'line', x1: plot.x, y1: midY, x2: plot.x + plot.w, y2: midY, color: BRAND.border, width: 1 },
    {
      kind: 'line',
      x1: plot.x,
      y1: plot.y + plot.h + 16,
      x2: plot.x + plot.w,
      y2: plot.y + plot.h + 16,
      color: BRAND.muted,
      width: 1.5,
      arrow: true,
    },
    axisEndLabel(plot.x, plot.y + plot.h + 34, 'Low'),
    axisEndLabel(plot.x + plot.w, plot.y + plot.h + 34, 'High', 'end'),
    {
      kind: 'text',
      x: midX,
      y: plot.y + plot.h + 34,
      text: 'Operating effort asked of the buyer',
      font: 'bodyBold',
      size: 11,
      color: BRAND.ink,
      anchor: 'middle',
    },
    {
      kind: 'line',
      x1: plot.x - 16,
      y1: plot.y + plot.h,
      x2: plot.x - 16,
      y2: plot.y,
      color: BRAND.muted,
      width: 1.5,
      arrow: true,
    },
    axisEndLabel(plot.x - 24, plot.y + 10, 'Focused', 'end'),
    axisEndLabel(plot.x - 24, plot.y + plot.h, 'Broad', 'end'),
    {
      kind: 'text',
      x: plot.x - 24,
      y: midY + 4,
      text: 'Scope',
      font: 'bodyBold',
      size: 11,
      color: BRAND.ink,
      anchor: 'end',
    },
  ];
  // Illustrative vendors crowding the broad, high-effort side.
  const vendors: [string, number, number][] = [
    ['Vendor A', 0.72, 0.72],
    ['Vendor B', 0.82, 0.6],
    ['Vendor C', 0.62, 0.84],
    ['Vendor D', 0.86, 0.3],
    ['Vendor E', 0.3, 0.78],
  ];
  for (const [label, fx, fy] of vendors) {
    const cx = plot.x + fx * plot.w;
    const cy = plot.y + fy * plot.h;
    shapes.push(
      { kind: 'circle', cx, cy, r: 6, fill: BRAND.accent },
      { kind: 'text', x: cx + 10, y: cy + 4, text: label, font: 'body', size: 10, color: BRAND.ink },
    );
  }
  return {
    width: plot.x + plot.w + 30,
    height: plot.y + plot.h + 46,
    title: 'An example positioning map',
    shapes,
  };
}

function pipelineStages(): Drawing {
  const stages: [string, string[]][] = [
    ['Visit', ['Which sources bring', 'best-fit visitors?']],
    ['Lead', ['Who gave details,', 'and from where?']],
    ['Qualified', ['Does the person', 'fit and have the', 'problem?']],
    ['Opportunity', ['Has sales accepted', 'it, at what value?']],
    ['Closed deal', ['Won or lost,', 'and why?']],
  ];
  const w = 104;
  const gap = 14;
  const left = 10;
  const shapes: Shape[] = [];
  stages.forEach(([label, question], i) => {
    const x = left + i * (w + gap);
    // Each stage narrower than the last: fewer, more valuable, without implying numbers.
    const h = 70 - i * 9;
    const y = 20 + (70 - h) / 2;
    shapes.push(
      {
        kind: 'rect',
        x,
        y,
        w,
        h,
        fill: i === stages.length - 1 ? BRAND.accent : BRAND.accentSoft,
        stroke: BRAND.accent,
        radius: 6,
      },
      {
        kind: 'text',
        x: x + w / 2,
        y: 59,
        text: label,
        font: 'bodyBold',
        size: 11,
        color: i === stages.length - 1 ? BRAND.white : BRAND.ink,
        anchor: 'middle',
      },
      ...lines(question, x + w / 2, 116, 14, {
        font: 'body',
        size: 10,
        color: BRAND.muted,
        anchor: 'middle',
      }),
    );
    if (i > 0)
      shapes.push({
        kind: 'line',
        x1: x - gap + 2,
        y1: 55,
        x2: x - 2,
        y2: 55,
        color: BRAND.accent,
        width: 1.5,
        arrow: true,
      });
  });
  return {
    width: left * 2 + stages.length * w + (stages.length - 1) * gap,
    height: 160,
    title: 'Pipeline stages marketing reports on',
    shapes,
  };
}

function ninetyDayPlan(): Drawing {
  const phases: [string, string, string[]][] = [
    [
      'Days 1–30',
      'Learn and decide',
      ['Customer interviews', 'Journey map and gaps', 'Positioning statement', 'Shared definitions'],
    ],
    [
      'Days 31–60',
      'Build the foundations',
      ['Core pages rewritten', 'Practitioner path open', 'Trust page live', 'First content, search plan'],
    ],
    [
      'Days 61–90',
      'Launch and measure',
      ['One useful offer', 'A smaller next step', 'Target account list', 'First pipeline review'],
    ],
  ];
  const colW = 196;
  const gap = 12;
  const left = 10;
  const axisY = 36;
  const shapes: Shape[] = [
    {
      kind: 'line',
      x1: left,
      y1: axisY,
      x2: left + 3 * colW + 2 * gap + 6,
      y2: axisY,
      color: BRAND.accent,
      width: 2,
      arrow: true,
    },
  ];
  phases.forEach(([days, name, items], i) => {
    const x = left + i * (colW + gap);
    shapes.push(
      { kind: 'circle', cx: x + 8, cy: axisY, r: 6, fill: BRAND.accent },
      { kind: 'text', x, y: 20, text: days, font: 'display', size: 12, color: BRAND.accent },
      {
        kind: 'rect',
        x,
        y: 52,
        w: colW,
        h: 150,
        fill: i === 2 ? BRAND.accentSoft : BRAND.surface,
        stroke: BRAND.border,
        radius: 8,
      },
      { kind: 'text', x: x + 14, y: 78, text: name, font: 'bodyBold', size: 13, color: BRAND.ink },
    );
    items.forEach((item, j) => {
      const y = 106 + j * 24;
      shapes.push(
        {
          kind: 'rect',
          x: x + 14,
          y: y - 9,
          w: 10,
          h: 10,
          stroke: BRAND.accent,
          fill: BRAND.white,
          radius: 2,
        },
        { kind: 'text', x: x + 32, y, text: item, font: 'body', size: 11, color: BRAND.ink },
      );
    });
  });
  return { width: left * 2 + 3 * colW + 2 * gap + 8, height: 214, title: 'The 90-day plan', shapes };
}

/** Every diagram a chapter may show, by the name it uses in ![caption](diagram:name). */
export const DIAGRAMS: Record<string, () => Drawing> = {
  'buyer-research-journey': buyerResearchJourney,
  'positioning-map': positioningMap,
  'pipeline-stages': pipelineStages,
  'ninety-day-plan': ninetyDayPlan,
};

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
