/**
 * The guide's diagrams, each a Drawing (drawing.ts) that a chapter names in
 * ![caption](diagram:name): drawn once into the PDF and once as SVG for the web page.
 */
import { BRAND, type Drawing, lines, type Shape, type TextShape } from '@/lib/ebook/drawing';

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

const PLAN_PHASES: [string, string, string[]][] = [
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

/** One phase of the plan: its box at (x, y), its name and its checklist. */
function planPhase(
  x: number,
  y: number,
  width: number,
  [, name, items]: (typeof PLAN_PHASES)[number],
  last: boolean,
) {
  const shapes: Shape[] = [
    {
      kind: 'rect',
      x,
      y,
      w: width,
      h: 150,
      fill: last ? BRAND.accentSoft : BRAND.surface,
      stroke: BRAND.border,
      radius: 8,
    },
    { kind: 'text', x: x + 14, y: y + 26, text: name, font: 'bodyBold', size: 13, color: BRAND.ink },
  ];
  items.forEach((item, j) => {
    const itemY = y + 54 + j * 24;
    shapes.push(
      {
        kind: 'rect',
        x: x + 14,
        y: itemY - 9,
        w: 10,
        h: 10,
        stroke: BRAND.accent,
        fill: BRAND.white,
        radius: 2,
      },
      { kind: 'text', x: x + 32, y: itemY, text: item, font: 'body', size: 11, color: BRAND.ink },
    );
  });
  return shapes;
}

/** The plan's three phases side by side under a time line: a page of the guide. */
function ninetyDayPlan(): Drawing {
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
  PLAN_PHASES.forEach((phase, i) => {
    const x = left + i * (colW + gap);
    shapes.push(
      { kind: 'circle', cx: x + 8, cy: axisY, r: 6, fill: BRAND.accent },
      { kind: 'text', x, y: 20, text: phase[0], font: 'display', size: 12, color: BRAND.accent },
      ...planPhase(x, 52, colW, phase, i === PLAN_PHASES.length - 1),
    );
  });
  return { width: left * 2 + 3 * colW + 2 * gap + 8, height: 214, title: 'The 90-day plan', shapes };
}

/**
 * The same plan for a phone's column: the phases one under the other beside a time line
 * running down, about as wide as a phone, so its text shows at the size it is drawn.
 */
function ninetyDayPlanStacked(): Drawing {
  const left = 10;
  const axisX = left + 6;
  const boxX = left + 24;
  const boxW = 220;
  const phaseH = 186;
  const height = PLAN_PHASES.length * phaseH + 12;
  const shapes: Shape[] = [
    { kind: 'line', x1: axisX, y1: 8, x2: axisX, y2: height - 4, color: BRAND.accent, width: 2, arrow: true },
  ];
  PLAN_PHASES.forEach((phase, i) => {
    const y = 8 + i * phaseH;
    shapes.push(
      { kind: 'circle', cx: axisX, cy: y + 10, r: 6, fill: BRAND.accent },
      { kind: 'text', x: boxX, y: y + 15, text: phase[0], font: 'display', size: 12, color: BRAND.accent },
      ...planPhase(boxX, y + 26, boxW, phase, i === PLAN_PHASES.length - 1),
    );
  });
  return { width: boxX + boxW + left, height, title: 'The 90-day plan', shapes };
}

/** Every diagram a chapter may show, by the name it uses in ![caption](diagram:name). */
export const DIAGRAMS: Record<string, () => Drawing> = {
  'buyer-research-journey': buyerResearchJourney,
  'positioning-map': positioningMap,
  'pipeline-stages': pipelineStages,
  'ninety-day-plan': ninetyDayPlan,
};

/**
 * A narrower drawing of a diagram for a phone's column (the web page's phone rendering,
 * never the PDF's), where the wide one would shrink its text past reading.
 */
export const PHONE_DIAGRAMS: Record<string, () => Drawing> = {
  'ninety-day-plan': ninetyDayPlanStacked,
};
