/**
 * HTML for each kind of illustration, drawn in the site's own fonts and colours. Connectors
 * between boxes are measured in the page after layout (see LINK_SCRIPT), so long labels can
 * wrap freely without hand-placed coordinates.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ART_NIGHT_PALETTES } from '@/lib/media/art-direction';
import { escapeXml } from '@/lib/text/xml';

import { artSvg } from './art';
import { ROOT } from './sources';
import type {
  Artwork,
  CycleDiagram,
  Diagram,
  FlowDiagram,
  FunnelDiagram,
  HubDiagram,
  LayersDiagram,
  MergeDiagram,
  Mockup,
  PanelsDiagram,
  PillarsDiagram,
  SplitDiagram,
  StepsDiagram,
  ThresholdChart,
  TreeDiagram,
} from './types';

const TOKEN_NAMES = [
  'bg',
  'surface',
  'surface-2',
  'text',
  'muted',
  'border',
  'accent',
  'accent-hover',
  'accent-soft',
  'highlight',
  'focus',
  'success',
  'danger',
] as const;
type Tokens = Record<(typeof TOKEN_NAMES)[number], string>;

/** The colour tokens of one theme block in styles/globals.css; a renamed token fails loudly. */
function themeTokens(selector: RegExp): Tokens {
  const css = readFileSync(path.join(ROOT, 'styles/globals.css'), 'utf8');
  const block = selector.exec(css)?.[1] ?? '';
  const found = new Map(
    [...block.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [
      name,
      value.trim(),
    ]),
  );
  return Object.fromEntries(
    TOKEN_NAMES.map((name) => {
      const value = found.get(name);
      if (!value) throw new Error(`styles/globals.css: no --color-${name} in ${selector.source}`);
      return [name, value];
    }),
  ) as Tokens;
}

const light = themeTokens(/\[data-theme='light'\]\s*\{([^}]*)\}/);
const dark = themeTokens(/\[data-theme='dark'\]\s*\{([^}]*)\}/);

/** A picture's own theme: light or dark, to sit on the page of the same theme. */
export type ImageTheme = 'light' | 'dark';

/**
 * `wide` is the picture as drawn for desktops and tablets; `phone` lays the same content out
 * for a phone's column, stacked and taller, in type sized for it (see PHONE).
 */
export type ImageLayout = 'wide' | 'phone';

/**
 * The phone layout: drawn `width` CSS px wide at `scale` device pixels per px, so it is sharp
 * on a phone's screen, and as tall as its content. No text in it is under `minFont` px, which
 * shows at 12 CSS px or more once the page scales the picture to its column at 390 px
 * (tests/unit/illustrations.test.ts measures that from the layout).
 */
export const PHONE = { width: 360, scale: 2, minFont: 14 } as const;

/**
 * The wide layout is drawn at its planned size in CSS px, at `scale` device pixels per px:
 * 1600 px of layout become a 2400 px file, twice the widest slot a picture fills (the 72rem
 * container, 1152 CSS px), so it is sharp on a retina screen at any width. Only
 * pictures shown that wide: covers, gallery and text images. A hero or interlude drawing
 * fills at most 2/5 of the container, so its 1200 px layout is sharp as drawn.
 */
export const WIDE = { scale: 1.5, roles: ['cover', 'gallery', 'inline'] } as const;

/** Device pixels per layout px of an image's wide rendering. */
export const wideScale = (role: string) =>
  (WIDE.roles as readonly string[]).includes(role) ? WIDE.scale : 1;

/**
 * The colours a picture is drawn in, as CSS custom properties: the site's tokens for its
 * theme, plus what a picture needs beyond them. In the dark one, filled boxes keep a deeper
 * indigo than the dark theme's pale accent so their white labels stay readable.
 */
const IMAGE_TOKENS: Record<ImageTheme, Record<string, string>> = {
  light: { ...light, card: '#ffffff', ink: light.text, 'on-ink': '#ffffff', 'soft-border': '#c7d2fe' },
  dark: {
    ...dark,
    accent: '#6366f1',
    card: dark['surface-2'],
    'surface-2': '#2a3558',
    border: '#34406a',
    ink: dark.text,
    'on-ink': dark.bg,
    'soft-border': '#3a4a8a',
  },
};

function fontFace(family: string, file: string, weight: number): string {
  const data = readFileSync(path.join(ROOT, 'node_modules/@fontsource', file)).toString('base64');
  return `@font-face{font-family:'${family}';font-weight:${weight};font-style:normal;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
}

const FONTS = [
  fontFace('Inter', 'inter/files/inter-latin-400-normal.woff2', 400),
  fontFace('Inter', 'inter/files/inter-latin-500-normal.woff2', 500),
  fontFace('Inter', 'inter/files/inter-latin-600-normal.woff2', 600),
  fontFace('Space Grotesk', 'space-grotesk/files/space-grotesk-latin-500-normal.woff2', 500),
  fontFace('Space Grotesk', 'space-grotesk/files/space-grotesk-latin-700-normal.woff2', 700),
].join('');

const esc = escapeXml;

/** First letter up: phrases are quoted mid-sentence from the entry, labels start a line. */
const label = (text: string) => esc(text.charAt(0).toUpperCase() + text.slice(1));

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Draws the edges listed in #links[data-edges] between elements by id, after layout:
 * v = elbow from bottom to top, h = curve from right to left, loop = under both, back to start.
 * The phone layouts stack their boxes and add: rail = down a rail inside the source's left
 * edge, then right into the target; join = out of the source's right side into a rail that
 * runs down into the target; back = up the right side, from the last box to the first;
 * line = a plain line centre to centre, under the boxes.
 */
const LINK_SCRIPT = `
(() => {
  const svg = document.getElementById('links');
  if (!svg) return;
  const edges = JSON.parse(svg.dataset.edges || '[]');
  const box = svg.getBoundingClientRect();
  const r = (id) => { const b = document.getElementById(id).getBoundingClientRect();
    return { l: b.left - box.left, r: b.right - box.left, t: b.top - box.top, b: b.bottom - box.top,
      cx: (b.left + b.right) / 2 - box.left, cy: (b.top + b.bottom) / 2 - box.top }; };
  let out = '';
  for (const e of edges) {
    const a = r(e.from), z = r(e.to);
    let d = '';
    if (e.dir === 'v') { const my = (a.b + z.t) / 2;
      d = 'M' + a.cx + ' ' + a.b + ' V' + my + ' H' + z.cx + ' V' + (z.t - 6); }
    else if (e.dir === 'h') { const mx = (a.r + z.l) / 2;
      d = 'M' + a.r + ' ' + a.cy + ' C' + mx + ' ' + a.cy + ' ' + mx + ' ' + z.cy + ' ' + (z.l - 6) + ' ' + z.cy; }
    else if (e.dir === 'loop') { const y = Math.max(a.b, z.b) + 56;
      d = 'M' + a.cx + ' ' + a.b + ' V' + (y - 16) + ' Q' + a.cx + ' ' + y + ' ' + (a.cx - 16) + ' ' + y +
        ' H' + (z.cx + 16) + ' Q' + z.cx + ' ' + y + ' ' + z.cx + ' ' + (y - 16) + ' V' + (z.b + 6); }
    else if (e.dir === 'rail') { const x = a.l + 18;
      d = 'M' + x + ' ' + a.b + ' V' + (z.cy - 10) + ' Q' + x + ' ' + z.cy + ' ' + (x + 10) + ' ' + z.cy + ' H' + (z.l - 6); }
    else if (e.dir === 'join') { const x = z.r - 14;
      d = 'M' + a.r + ' ' + a.cy + ' H' + (x - 10) + ' Q' + x + ' ' + a.cy + ' ' + x + ' ' + (a.cy + 10) + ' V' + (z.t - 6); }
    else if (e.dir === 'back') { const x = Math.max(a.r, z.r) + 16;
      d = 'M' + a.r + ' ' + a.cy + ' H' + (x - 10) + ' Q' + x + ' ' + a.cy + ' ' + x + ' ' + (a.cy - 10) +
        ' V' + (z.cy + 10) + ' Q' + x + ' ' + z.cy + ' ' + (x - 10) + ' ' + z.cy + ' H' + (z.r + 6); }
    else if (e.dir === 'line') d = 'M' + a.cx + ' ' + a.cy + ' L' + z.cx + ' ' + z.cy;
    out += '<path d="' + d + '" class="edge' + (e.dashed ? ' dashed' : '') + '"' +
      (e.dir === 'line' ? '' : ' marker-end="url(#arrow)"') + '/>';
  }
  svg.insertAdjacentHTML('beforeend', out);
})();`;

interface Edge {
  from: string;
  to: string;
  dir: 'v' | 'h' | 'loop' | 'rail' | 'join' | 'back' | 'line';
  dashed?: boolean;
}

function linksLayer(edges: Edge[]) {
  return `<svg id="links" data-edges='${esc(JSON.stringify(edges))}' aria-hidden="true">
  <defs><marker id="arrow" viewBox="0 0 10 10" refX="4" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
  <path d="M0 0 L10 5 L0 10 z" style="fill:var(--accent)"/></marker></defs></svg>`;
}

const BASE_CSS = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:var(--w);height:var(--h);overflow:hidden}
body{font-family:'Inter',sans-serif;color:var(--text);-webkit-font-smoothing:antialiased;text-rendering:geometricPrecision}
.display{font-family:'Space Grotesk','Inter',sans-serif;letter-spacing:-0.02em}
#links{position:absolute;inset:0;width:100%;height:100%;overflow:visible;z-index:0;pointer-events:none}
.edge{fill:none;stroke:var(--accent);stroke-width:3;stroke-linejoin:round;stroke-linecap:round;opacity:.75}
.edge.dashed{stroke-dasharray:2 10}
.node{position:relative;z-index:1;background:var(--card);border:2px solid var(--border);border-radius:18px;padding:22px 26px;font-size:30px;line-height:1.3;font-weight:500;box-shadow:0 1px 2px rgb(13 19 38/.05),0 10px 24px rgb(13 19 38/.06)}
.node.primary{background:var(--accent);border-color:var(--accent);color:#fff;font-family:'Space Grotesk';font-weight:700;font-size:36px;letter-spacing:-0.01em}
.node.soft{background:var(--accent-soft);border-color:var(--soft-border);color:var(--accent-hover);font-weight:600}
.node.leaf{font-size:25px;font-weight:500;color:var(--muted);border-left:6px solid var(--highlight)}
.num{font-family:'Space Grotesk';font-weight:700;color:var(--accent);font-size:24px;letter-spacing:.04em;display:block;margin-bottom:6px}
.kicker{font-size:18px;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:var(--accent);display:flex;align-items:center;gap:14px}
.kicker::before{content:'';width:36px;height:4px;border-radius:2px;background:var(--highlight)}
.dots{background-color:var(--surface);background-image:radial-gradient(var(--border) 1.6px,transparent 1.6px);background-size:32px 32px}
`;

function page(width: number, height: number, css: string, body: string, theme: ImageTheme = 'light'): string {
  const tokens = Object.entries(IMAGE_TOKENS[theme])
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${FONTS}
:root{--w:${width}px;--h:${height > 0 ? `${height}px` : 'auto'};${tokens}}${BASE_CSS}${css}</style></head><body>${body}<script>${LINK_SCRIPT}</script></body></html>`;
}

/* ---------- diagrams ---------- */

function flow(d: FlowDiagram, phone: boolean): string {
  const cells = d.steps
    .map(
      (step, i) =>
        `<div class="node${i === d.steps.length - 1 ? ' soft' : ''}" id="f${i}"><span class="num">${pad2(i + 1)}</span>${label(step)}</div>`,
    )
    .join('');
  const edges: Edge[] = d.steps
    .slice(1)
    .map((_, i) => ({ from: `f${i}`, to: `f${i + 1}`, dir: phone ? 'v' : 'h' }));
  // An empty loop label still draws the return arrow (a cycle without a centre, on a phone).
  if (d.loop !== undefined)
    edges.push({ from: `f${d.steps.length - 1}`, to: 'f0', dir: phone ? 'back' : 'loop' });
  const loop = d.loop ? `<div class="loop-label">${label(d.loop)}</div>` : '';
  // Fewer steps get bigger type, so short flows fill the frame instead of floating in it.
  const size = d.steps.length <= 3 ? 40 : d.steps.length === 4 ? 34 : 29;
  return `<div class="flow${d.loop !== undefined ? ' has-loop' : ''}" style="--flow-size:${size}px">${linksLayer(edges)}<div class="flow-row">${cells}</div>${loop}</div>`;
}

function tree(d: TreeDiagram, phone: boolean): string {
  const edges: Edge[] = [];
  // Branches share rows (CSS subgrid) so leaves line up even when branch labels wrap.
  const rows = 1 + Math.max(0, ...d.branches.map((b) => b.leaves.length));
  const branches = d.branches
    .map((b, i) => {
      edges.push({ from: 'root', to: `b${i}`, dir: phone ? 'rail' : 'v' });
      const leaves = b.leaves
        .map((leaf, j) => {
          edges.push({
            from: j === 0 ? `b${i}` : `l${i}-${j - 1}`,
            to: `l${i}-${j}`,
            dir: phone ? 'rail' : 'v',
          });
          return `<div class="node leaf" id="l${i}-${j}">${label(leaf)}</div>`;
        })
        .join('');
      return `<div class="branch" style="grid-row:span ${rows}"><div class="node soft" id="b${i}">${label(b.label)}</div>${leaves}</div>`;
    })
    .join('');
  const note = d.frameNote ? `<p class="frame-note">${esc(d.frameNote)}</p>` : '';
  let shared = '';
  if (d.shared?.length) {
    d.branches.forEach((_, i) => edges.push({ from: `b${i}`, to: 'shared', dir: phone ? 'join' : 'v' }));
    shared = `<div class="shared" id="shared"><span class="shared-label">Each one has</span>${d.shared
      .map((leaf) => `<span class="chip">${label(leaf)}</span>`)
      .join('')}</div>`;
  }
  return `<div class="tree">${linksLayer(edges)}<div class="node primary" id="root">${label(d.root)}</div><div class="branches" style="grid-template-columns:repeat(${d.branches.length},minmax(0,460px))">${branches}</div>${shared}${note}</div>`;
}

function layers(d: LayersDiagram): string {
  const rows = d.layers
    .map(
      (layer, i) =>
        `<div class="layer" style="--i:${i};--n:${d.layers.length}"><span class="num">${pad2(i + 1)}</span><span>${label(layer)}</span></div>`,
    )
    .join('');
  const axis = d.axis
    ? `<div class="axis"><span>${label(d.axis.from)}</span><i></i><span>${label(d.axis.to)}</span></div>`
    : '';
  return `<div class="layers">${axis}<div class="layer-stack">${rows}</div></div>`;
}

/**
 * On a phone the spokes sit in two columns around the centre, half above it and half below,
 * joined by lines measured after layout.
 */
function phoneHub(d: HubDiagram): string {
  const above = Math.ceil(d.spokes.length / 2);
  const spoke = (s: string, i: number) => `<div class="node spoke" id="s${i}">${label(s)}</div>`;
  const edges: Edge[] = d.spokes.map((_, i) => ({ from: 'centre', to: `s${i}`, dir: 'line', dashed: true }));
  return `<div class="phone-hub">${linksLayer(edges)}<div class="spokes">${d.spokes.slice(0, above).map(spoke).join('')}</div>
  <div class="node primary centre" id="centre">${label(d.centre)}</div><div class="spokes">${d.spokes
    .slice(above)
    .map((s, i) => spoke(s, above + i))
    .join('')}</div></div>`;
}

/** Spokes sit on an ellipse around the centre; lines run centre to centre beneath the boxes. */
function hub(d: HubDiagram, w: number, h: number): string {
  const cx = w / 2;
  const cy = h / 2;
  const rx = w * 0.36;
  const ry = h * 0.36;
  const n = d.spokes.length;
  const spots = d.spokes.map((_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    return { x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) };
  });
  const lines = spots
    .map((p) => `<line x1="${cx}" y1="${cy}" x2="${p.x}" y2="${p.y}" class="edge dashed"/>`)
    .join('');
  const spokes = d.spokes
    .map(
      (s, i) =>
        `<div class="node spoke" style="left:${spots[i]!.x}px;top:${spots[i]!.y}px">${label(s)}</div>`,
    )
    .join('');
  return `<div class="hub" style="width:${w}px;height:${h}px"><svg class="hub-lines" width="${w}" height="${h}">
  <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" class="orbit"/>${lines}</svg>
  <div class="node primary centre" style="left:${cx}px;top:${cy}px">${label(d.centre)}</div>${spokes}</div>`;
}

function split(d: SplitDiagram, phone: boolean): string {
  const edges: Edge[] = [];
  const lanes = d.lanes
    .map((lane, i) => {
      edges.push({ from: 'from', to: `lane${i}-0`, dir: phone ? 'rail' : 'h' });
      const steps = lane.steps
        .map((step, j) => {
          if (j > 0) edges.push({ from: `lane${i}-${j - 1}`, to: `lane${i}-${j}`, dir: phone ? 'v' : 'h' });
          return `<div class="node" id="lane${i}-${j}">${label(step)}</div>`;
        })
        .join('');
      if (d.to)
        edges.push({ from: `lane${i}-${lane.steps.length - 1}`, to: 'to', dir: phone ? 'join' : 'h' });
      return `<div class="lane"><div class="lane-label">${label(lane.label)}</div><div class="lane-steps">${steps}</div></div>`;
    })
    .join('');
  const to = d.to ? `<div class="node soft end" id="to">${label(d.to)}</div>` : '';
  return `<div class="split${d.to ? ' has-to' : ''}">${linksLayer(edges)}<div class="node primary start" id="from">${label(d.from)}</div><div class="lanes">${lanes}</div>${to}</div>`;
}

function steps(d: StepsDiagram): string {
  const rows = d.steps
    .map(
      (s, i) =>
        `<div class="step"><span class="dot">${i + 1}</span><span class="step-text">${label(s)}</span></div>`,
    )
    .join('');
  return `<div class="steps">${rows}</div>`;
}

/** On a phone the loop's points stack in order, with an arrow from the last back to the first. */
function phoneCycle(d: CycleDiagram): string {
  return flow({ kind: 'flow', steps: d.points, loop: d.centre ?? '' }, true);
}

function cycle(d: CycleDiagram, w: number, h: number): string {
  const cx = w / 2;
  const cy = h / 2;
  const rx = w * 0.36;
  const ry = h * 0.37;
  const n = d.points.length;
  const angle = (i: number) => -Math.PI / 2 + (i * 2 * Math.PI) / n;
  const at = (a: number) => ({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) });
  // Arcs between neighbours, trimmed at both ends so arrowheads stay clear of the boxes.
  const gap = 0.42;
  const arcs = d.points
    .map((_, i) => {
      const a0 = angle(i) + gap;
      const a1 = angle(i + 1) - gap;
      const p0 = at(a0);
      const p1 = at(a1);
      return `<path d="M${p0.x} ${p0.y} A${rx} ${ry} 0 0 1 ${p1.x} ${p1.y}" class="edge" marker-end="url(#carrow)"/>`;
    })
    .join('');
  const nodes = d.points
    .map((p, i) => {
      const s = at(angle(i));
      return `<div class="node spoke" style="left:${s.x}px;top:${s.y}px"><span class="num">${pad2(i + 1)}</span>${label(p)}</div>`;
    })
    .join('');
  const centre = d.centre
    ? `<div class="cycle-centre display" style="left:${cx}px;top:${cy}px">${label(d.centre)}</div>`
    : '';
  return `<div class="hub" style="width:${w}px;height:${h}px"><svg class="hub-lines" width="${w}" height="${h}">
  <defs><marker id="carrow" viewBox="0 0 10 10" refX="4" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" style="fill:var(--accent)"/></marker></defs>${arcs}</svg>${centre}${nodes}</div>`;
}

function funnel(d: FunnelDiagram): string {
  const n = d.tiers.length;
  const rows = d.tiers
    .map(
      (t, i) =>
        `<div class="tier" style="width:${100 - (i * 42) / Math.max(1, n - 1)}%;--i:${i}"><span class="num">${pad2(i + 1)}</span>${label(t)}</div>`,
    )
    .join('');
  return `<div class="funnel">${rows}</div>`;
}

function pillars(d: PillarsDiagram): string {
  const cols = d.pillars
    .map(
      (p, i) => `<div class="pillar"><span class="num">${pad2(i + 1)}</span><span>${label(p)}</span></div>`,
    )
    .join('');
  const base = d.base ? `<div class="pillar-base display">${label(d.base)}</div>` : '';
  return `<div class="pillars"><div class="pillar-row">${cols}</div>${base}</div>`;
}

/** Sources in a column, each joined to the destination: beside them, or under them on a phone. */
function merge(d: MergeDiagram, phone: boolean): string {
  const edges: Edge[] = d.sources.map((_, i) => ({ from: `m${i}`, to: 'to', dir: phone ? 'join' : 'h' }));
  const sources = d.sources
    .map(
      (s, i) =>
        `<div class="node source" id="m${i}"><strong class="display">${label(s.label)}</strong>${s.notes.map((n) => `<span>${label(n)}</span>`).join('')}</div>`,
    )
    .join('');
  return `<div class="merge">${linksLayer(edges)}<div class="sources">${sources}</div><div class="node primary end" id="to">${label(d.to)}</div></div>`;
}

function panels(d: PanelsDiagram): string {
  const cells = d.panels
    .map(
      (p, i) =>
        `<div class="panel"><span class="num">${pad2(i + 1)}</span><strong class="display">${label(p.label)}</strong><span>${label(p.note)}</span></div>`,
    )
    .join('');
  return `<div class="panels" style="--cols:${d.panels.length === 4 ? 2 : d.panels.length}">${cells}</div>`;
}

function diagram(d: Diagram, w: number, h: number, phone: boolean): string {
  switch (d.kind) {
    case 'merge':
      return merge(d, phone);
    case 'panels':
      return panels(d);
    case 'flow':
      return flow(d, phone);
    case 'tree':
      return tree(d, phone);
    case 'layers':
      return layers(d);
    case 'hub':
      return phone ? phoneHub(d) : hub(d, w, h);
    case 'split':
      return split(d, phone);
    case 'steps':
      return steps(d);
    case 'cycle':
      return phone ? phoneCycle(d) : cycle(d, w, h);
    case 'funnel':
      return funnel(d);
    case 'pillars':
      return pillars(d);
  }
}

const DIAGRAM_CSS = `
.merge{position:relative;width:100%;display:flex;align-items:center;gap:140px}
.sources{flex:1;display:flex;flex-direction:column;gap:44px}
.source{display:flex;flex-direction:column;gap:8px;border-left:8px solid var(--accent)}
.source:nth-child(even){border-left-color:var(--highlight)}
.source strong{font-size:36px;font-weight:700}
.source span{color:var(--muted);font-size:27px}
.merge .end{width:420px;flex:none;text-align:center}
.panels{display:grid;grid-template-columns:repeat(var(--cols),1fr);gap:24px;width:100%}
.panel{background:var(--card);border:2px solid var(--border);border-top:8px solid var(--accent);border-radius:18px;padding:26px 30px;display:flex;flex-direction:column;gap:8px}
.panel:nth-child(4n+2),.panel:nth-child(4n+3){border-top-color:var(--highlight)}
.panel strong{font-size:36px;font-weight:700}
.panel span:last-child{font-size:26px;color:var(--muted);line-height:1.3}
.panel .num{margin:0}
.flow{position:relative;width:100%}
.flow.has-loop{padding-bottom:120px}
.flow-row{display:flex;gap:64px;align-items:stretch}
.flow-row .node{flex:1 1 0;min-height:280px;font-size:var(--flow-size);padding:26px 26px;display:flex;flex-direction:column}
.flow-row .node .num{font-size:56px;line-height:1;margin-bottom:auto;padding-bottom:24px;color:var(--accent-soft)}
.flow-row .node.soft .num{color:#c7d2fe}
.loop-label{position:absolute;left:50%;bottom:40px;transform:translateX(-50%);background:var(--surface);padding:6px 18px;font-size:26px;font-weight:600;color:var(--highlight);z-index:1;white-space:nowrap}
.tree{position:relative;width:100%;display:flex;flex-direction:column;align-items:center;gap:84px}
.tree .primary{max-width:640px;text-align:center}
.branches{display:grid;column-gap:40px;row-gap:28px;width:100%;justify-content:center}
.branch{display:grid;grid-template-rows:subgrid;row-gap:28px}
.branch .soft{text-align:center;font-size:30px;display:flex;align-items:center;justify-content:center}
.shared{position:relative;z-index:1;width:100%;display:flex;gap:18px;align-items:stretch;background:var(--card);border:2px solid var(--border);border-radius:20px;padding:22px;box-shadow:0 10px 24px rgb(13 19 38/.06)}
.shared-label{align-self:center;font-size:20px;font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:var(--highlight);padding:0 10px;width:150px}
.chip{flex:1 1 0;display:flex;align-items:center;border-left:6px solid var(--highlight);background:var(--surface);border-radius:12px;padding:24px 26px;font-size:30px;font-weight:500;line-height:1.25}
.frame-note{font-size:22px;color:var(--muted);font-style:normal;margin-top:-56px}
.layers{display:flex;gap:36px;width:100%;align-items:stretch}
.axis{display:flex;flex-direction:column;align-items:center;gap:16px;width:200px;font-size:24px;font-weight:600;color:var(--highlight);text-align:center}
.axis i{flex:1;width:4px;border-radius:2px;background:linear-gradient(var(--highlight),var(--accent));position:relative}
.axis i::after{content:'';position:absolute;left:50%;bottom:-4px;transform:translateX(-50%);border:12px solid transparent;border-top:16px solid var(--accent);border-bottom:0}
.layer-stack{flex:1;display:flex;flex-direction:column;gap:18px}
.layer{display:flex;align-items:center;gap:30px;padding:48px 44px;border-radius:20px;font-size:40px;font-weight:600;font-family:'Space Grotesk';letter-spacing:-0.01em;
  background:color-mix(in srgb,var(--accent) calc(100% - var(--i) * 36%),var(--card));color:#fff;margin-left:calc(var(--i) * 40px)}
.layer .num{color:inherit;opacity:.7;margin:0}
.layer:nth-child(n+3){color:var(--accent-hover)}
.hub{position:relative}
.hub-lines{position:absolute;inset:0;overflow:visible}
.orbit{fill:none;stroke:var(--border);stroke-width:2}
.hub .centre,.hub .spoke{position:absolute;transform:translate(-50%,-50%);text-align:center}
.hub .centre{max-width:330px;padding:26px 30px}
.hub .spoke{width:340px}
.cycle-centre{position:absolute;transform:translate(-50%,-50%);font-size:30px;font-weight:700;color:var(--accent);text-align:center;width:240px;line-height:1.15}
.split{position:relative;width:100%;display:flex;align-items:center;gap:72px}
.split .start{width:340px;flex:none;font-size:32px}
.split .end{width:300px;flex:none}
.lanes{flex:1;display:flex;flex-direction:column;gap:56px}
.lane-label{font-size:21px;font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:var(--highlight);margin:0 0 12px 4px}
.lane-steps{display:flex;gap:56px}
.lane-steps .node{flex:1 1 0}
.steps{display:flex;flex-direction:column;gap:0;position:relative;width:100%}
.step{display:flex;align-items:center;gap:28px;position:relative;padding:14px 0}
.step:not(:last-child)::after{content:'';position:absolute;left:29px;top:64px;bottom:-20px;width:3px;background:var(--accent-soft)}
.dot{flex:none;width:62px;height:62px;border-radius:50%;background:var(--accent);color:#fff;display:grid;place-items:center;font-family:'Space Grotesk';font-weight:700;font-size:28px;position:relative;z-index:1;box-shadow:0 0 0 8px var(--surface)}
.step-text{flex:1;background:var(--card);border:2px solid var(--border);border-radius:16px;padding:18px 24px;font-size:27px;font-weight:500;line-height:1.25}
.funnel{display:flex;flex-direction:column;align-items:center;gap:14px;width:100%}
.tier{display:flex;align-items:center;justify-content:center;gap:18px;padding:24px 28px;border-radius:14px;font-size:26px;font-weight:600;text-align:center;
  background:color-mix(in srgb,var(--accent) calc(100% - var(--i) * 20%),var(--accent-soft));color:#fff}
.tier .num{margin:0;color:inherit;opacity:.7}
.tier:nth-child(n+4){color:var(--accent-hover)}
.pillars{display:flex;flex-direction:column;gap:20px;width:100%}
.pillar-row{display:flex;gap:18px;align-items:stretch}
.pillar{flex:1 1 0;background:var(--card);border:2px solid var(--border);border-top:10px solid var(--accent);border-radius:16px;padding:28px 30px 34px;font-family:'Space Grotesk';font-size:40px;font-weight:700;letter-spacing:-0.01em;line-height:1.1;min-height:380px;display:flex;flex-direction:column;justify-content:space-between}
.pillar .num{font-size:72px;color:var(--accent-soft);margin:0;line-height:1}
.pillar:nth-child(even) .num{color:color-mix(in srgb,var(--highlight) 18%,var(--card))}
.pillar:nth-child(even){border-top-color:var(--highlight)}
.pillar-base{background:var(--ink);color:var(--on-ink);border-radius:16px;padding:28px;text-align:center;font-size:34px;font-weight:700}
`;

/* ---------- full images ---------- */

function diagramImage(
  frame: string,
  d: Diagram,
  w: number,
  h: number,
  theme: ImageTheme,
  layout: ImageLayout,
): string {
  const areaW = w - 160;
  const areaH = h - 250;
  const body = `<main class="canvas dots"><header><p class="kicker">Diagram</p><h1 class="display">${esc(frame)}</h1></header>
  <section class="area">${diagram(d, areaW, areaH, layout === 'phone')}</section><footer>Drawn by Byer Company from the text of this entry</footer></main>`;
  const css = `${DIAGRAM_CSS}
.canvas{width:100%;height:100%;padding:64px 80px 48px;display:flex;flex-direction:column}
header h1{font-size:48px;font-weight:700;margin-top:14px;max-width:1300px;line-height:1.1}
.area{flex:1;display:flex;align-items:center;justify-content:center;position:relative;margin-top:24px}
footer{font-size:17px;color:var(--muted);letter-spacing:.02em}${layout === 'phone' ? PHONE_DIAGRAM_CSS : ''}`;
  return page(w, h, css, body, theme);
}

/**
 * The phone layout of every diagram: the wide one's boxes stacked in a column, in type sized
 * for a phone (no text under PHONE.minFont px), connectors measured after layout as before.
 */
const PHONE_DIAGRAM_CSS = `
.merge{flex-direction:column;align-items:stretch;gap:34px}
.sources{gap:16px;padding-right:30px}
.node.source{gap:4px;border-left-width:5px}
.source strong{font-size:20px}
.source span{font-size:16px}
.merge .end{width:auto}
.panels{grid-template-columns:1fr;gap:12px}
.panel{padding:14px 16px;border-radius:12px;border-width:1.5px;border-top-width:5px;gap:4px}
.panel strong{font-size:20px}
.panel span:last-child{font-size:16px}
.canvas{height:auto;padding:26px 20px 20px}
.dots{background-size:20px 20px;background-image:radial-gradient(var(--border) 1.2px,transparent 1.2px)}
.kicker{font-size:14px;gap:10px;letter-spacing:.12em}
.kicker::before{width:24px;height:3px}
header h1{font-size:25px;margin-top:8px}
.area{display:block;margin:22px 0 22px}
footer{font-size:14px;line-height:1.35}
.edge{stroke-width:2}
.node{border-radius:12px;padding:12px 14px;font-size:17px;line-height:1.3;border-width:1.5px;box-shadow:0 1px 2px rgb(13 19 38/.05),0 6px 14px rgb(13 19 38/.06)}
.node.primary{font-size:20px}
.node.leaf{font-size:16px;border-left-width:4px}
.num{font-size:14px;margin-bottom:2px}
.flow-row{flex-direction:column;gap:26px}
.flow.has-loop{padding-bottom:0;padding-right:34px}
.flow-row .node{flex:none;min-height:0;font-size:18px;padding:12px 14px;display:block}
.flow-row .node .num{font-size:16px;margin:0 0 2px;padding:0;color:var(--accent)}
.flow-row .node.soft .num{color:var(--accent-hover)}
.loop-label{position:static;transform:none;white-space:normal;font-size:15px;margin-top:14px;padding:0;background:none}
.tree{align-items:stretch;gap:18px}
.tree .primary{max-width:none;text-align:left}
.branches{display:flex;flex-direction:column;gap:14px;padding:0 34px 0 36px}
.branch{display:flex;flex-direction:column;gap:12px}
.branch .soft{justify-content:flex-start;text-align:left;font-size:17px}
.branch .leaf{margin-left:30px}
.shared{flex-direction:column;gap:10px;padding:14px;border-radius:14px;border-width:1.5px;margin-top:14px}
.shared-label{font-size:14px;width:auto;padding:0;align-self:flex-start}
.chip{padding:10px 12px;font-size:16px;border-left-width:4px;border-radius:8px}
.frame-note{font-size:14px;margin-top:0}
.layers{gap:14px}
.axis{width:76px;font-size:14px;gap:10px;line-height:1.25}
.axis i{width:3px}
.axis i::after{border-width:9px;border-top-width:12px}
.layer-stack{gap:10px}
.layer{padding:18px 16px;gap:12px;font-size:19px;border-radius:14px;margin-left:calc(var(--i) * 12px)}
.layer .num{font-size:16px}
.phone-hub{position:relative;display:flex;flex-direction:column;gap:48px}
.phone-hub .edge{opacity:1}
.phone-hub .spokes{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.phone-hub .spoke{text-align:center;display:flex;align-items:center;justify-content:center;font-size:16px}
.phone-hub .centre{align-self:center;text-align:center;max-width:240px}
.split{flex-direction:column;align-items:stretch;gap:22px}
.split .start,.split .end{width:auto;font-size:20px}
.lanes{gap:20px;padding-left:36px}
.split.has-to .lanes{padding-right:30px}
.lane-label{font-size:14px;margin:0 0 8px}
.lane-steps{flex-direction:column;gap:22px}
.lane-steps .node{flex:none}
.step{gap:14px;padding:8px 0}
.step:not(:last-child)::after{left:17px;top:44px}
.dot{width:36px;height:36px;font-size:16px;box-shadow:0 0 0 5px var(--surface)}
.step-text{font-size:17px;padding:10px 14px;border-radius:12px}
.tier{font-size:16px;padding:12px 14px;gap:10px;border-radius:10px}
.pillar-row{flex-direction:column;gap:10px}
.pillar{min-height:0;font-size:20px;padding:14px 16px;border-top-width:6px;flex-direction:row;align-items:center;gap:14px;justify-content:flex-start}
.pillar .num{font-size:28px}
.pillar-base{font-size:18px;padding:14px}
`;

function browser(inner: string): string {
  return `<div class="browser"><div class="bar"><i></i><i></i><i></i><span class="pill">Concept mockup · not the live site</span></div><div class="site">${inner}</div></div>`;
}

const bars = (n: number, widths = [100, 92, 64]) =>
  Array.from(
    { length: n },
    (_, i) => `<span class="bar-line" style="width:${widths[i % widths.length]}%"></span>`,
  ).join('');

function mockupSite(m: Mockup): string {
  const brand = m.brand
    ? `<span class="brand display">${esc(m.brand)}</span>`
    : `<span class="brand-placeholder" title="Client name withheld"></span>`;
  const nav = `<nav class="snav">${brand}<span class="links">${m.nav.map((n) => `<span>${label(n)}</span>`).join('')}</span>${m.cta ? `<span class="btn">${label(m.cta)}</span>` : ''}</nav>`;
  const cards = m.cards
    .map(
      (c, i) =>
        `<article class="card"><span class="ico ico${i % 3}"></span><h3 class="display">${label(c.title)}</h3>${bars(c.lines ?? 2)}</article>`,
    )
    .join('');
  const notes = (m.notes ?? []).map((n, i) => `<span class="note n${i}">${label(n)}</span>`).join('');
  const side = m.side ?? [];
  const noteAt = (i: number) => (m.notes?.[i] ? `<span class="note pinned">${label(m.notes[i])}</span>` : '');
  const heroWith = (afterCta: string) =>
    `<div class="hero"><p class="eyebrow2">${label(m.eyebrow)}</p>${m.heading ? `<h2 class="display">${label(m.heading)}</h2>` : '<span class="head-bar"></span><span class="head-bar short"></span>'}${bars(2, [88, 70])}${m.cta ? `<span class="btn big">${label(m.cta)}</span>${afterCta}` : ''}</div>`;
  const hero = heroWith('');
  switch (m.layout) {
    case 'catalog':
      return `${nav}<div class="cat">${`<aside class="filters"><p class="eyebrow2">Filter</p>${side.map((s) => `<label><i></i>${label(s)}</label>`).join('')}</aside>`}<div class="cat-main">${hero}<div class="cards grid3">${cards}</div></div></div>${notes}`;
    case 'landing': {
      // Callouts sit beside what they name: the form, the main button, the proof row.
      const fields = side
        .slice(1)
        .map((s) => `<span class="field">${label(s)}</span>`)
        .join('');
      const form = `<form class="form">${noteAt(0)}<p class="display">${label(side[0] ?? '')}</p>${fields}<span class="field"></span><span class="btn big">${label(m.cta ?? '')}</span></form>`;
      return `${nav}<div class="land">${heroWith(noteAt(1))}${form}</div><div class="proof">${noteAt(2)}<div class="cards grid3">${cards}</div></div><div class="more"><span class="ico ico1"></span><div>${bars(3)}</div><div>${bars(3)}</div></div>`;
    }
    case 'guidelines':
      return `${nav}<div class="guide"><div class="guide-head">${hero}</div><div class="cards grid2">${m.cards
        .map(
          (c, i) =>
            `<article class="card sheet s${i}"><h3 class="display">${label(c.title)}</h3><div class="swatch"></div>${bars(c.lines ?? 2)}</article>`,
        )
        .join('')}</div></div>${notes}`;
    case 'article':
      return `${nav}<div class="art">${hero}<div class="art-body">${bars(4)}${side[0] ? `<blockquote class="display">${label(side[0])}</blockquote>` : ''}${bars(3)}</div><aside class="toc"><p class="eyebrow2">On this page</p>${m.cards.map((c) => `<span>${label(c.title)}</span>`).join('')}</aside></div>${notes}`;
    case 'channels':
    case 'hub':
    default:
      return `${nav}${hero}<div class="cards grid3">${cards}</div><div class="more"><span class="ico ico0"></span><div>${bars(3)}</div><div>${bars(3)}</div></div>${notes}`;
  }
}

const MOCKUP_CSS = `
.stage{width:100%;height:100%;background:linear-gradient(160deg,var(--accent-soft),var(--surface) 60%);position:relative;overflow:hidden;padding:56px 110px 0}
.frame-label{position:absolute;left:110px;top:20px;font-size:17px;font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:var(--accent)}
.browser{background:var(--card);border-radius:18px 18px 0 0;box-shadow:0 2px 4px rgb(13 19 38/.06),0 30px 60px rgb(13 19 38/.16);height:100%;overflow:hidden;border:1.5px solid var(--border);border-bottom:0}
.bar{display:flex;align-items:center;gap:10px;padding:16px 22px;background:var(--surface);border-bottom:1.5px solid var(--border)}
.bar i{width:14px;height:14px;border-radius:50%;background:var(--border)}
.pill{margin-left:24px;flex:1;max-width:560px;background:var(--card);border:1.5px solid var(--border);border-radius:999px;padding:7px 18px;font-size:16px;color:var(--muted)}
.site{padding:0 56px;position:relative;height:100%}
.snav{display:flex;align-items:center;gap:36px;height:84px;border-bottom:1.5px solid var(--border)}
.brand{font-size:28px;font-weight:700;color:var(--text)}
.brand-placeholder{width:150px;height:22px;border-radius:6px;background:var(--surface-2)}
.links{display:flex;gap:30px;flex:1;font-size:18px;color:var(--muted);font-weight:500}
.btn{display:inline-block;background:var(--accent);color:#fff;border-radius:999px;padding:11px 22px;font-size:17px;font-weight:600}
.btn.big{padding:16px 30px;font-size:20px;margin-top:26px}
.hero{padding:54px 0 40px;max-width:900px}
.eyebrow2{font-size:16px;font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:var(--highlight);margin-bottom:14px}
.hero h2{font-size:64px;font-weight:700;line-height:1.02;margin-bottom:26px}
.head-bar{display:block;height:46px;border-radius:12px;background:var(--text);opacity:.85;width:82%;margin-bottom:16px}
.head-bar.short{width:54%;margin-bottom:30px}
.bar-line{display:block;height:14px;border-radius:7px;background:var(--surface-2);margin:11px 0}
.hero .head-bar{display:block;height:46px;border-radius:12px;background:var(--text);opacity:.85;width:82%;margin-bottom:16px}
.head-bar.short{width:54%;margin-bottom:30px}
.bar-line{height:18px;margin:14px 0}
.cards{display:grid;gap:24px}
.grid3{grid-template-columns:repeat(3,1fr)}
.grid2{grid-template-columns:repeat(2,1fr)}
.card{border:1.5px solid var(--border);border-radius:16px;padding:26px;background:var(--card)}
.card h3{font-size:26px;font-weight:700;line-height:1.15;margin:18px 0 10px}
.ico{display:block;width:48px;height:48px;border-radius:12px}
.ico0{background:var(--accent-soft)}
.ico1{background:color-mix(in srgb,var(--highlight) 22%,var(--card))}
.ico2{background:var(--surface-2)}
.note{position:absolute;z-index:3;background:var(--ink);color:var(--on-ink);font-size:18px;font-weight:600;padding:10px 16px;border-radius:10px;box-shadow:0 10px 24px rgb(13 19 38/.25)}
.note::before{content:'';position:absolute;width:14px;height:14px;border-radius:50%;background:var(--focus);border:3px solid var(--card);left:-10px;top:-10px}
.n0{right:90px;top:170px}.n1{right:90px;top:330px}.n2{left:520px;top:390px}
.note.pinned{position:relative;display:inline-block;vertical-align:middle}
.hero .note.pinned{margin:26px 0 0 28px}
.form{position:relative}
.form .note.pinned{position:absolute;top:-20px;right:-24px}
.proof{position:relative}
.proof .note.pinned{position:absolute;top:-20px;left:24px}
.more{display:grid;grid-template-columns:80px 1fr 1fr;gap:36px;margin-top:40px;padding-top:34px;border-top:1.5px solid var(--border)}
.cat{display:flex;gap:44px}
.filters{width:280px;flex:none;padding-top:56px;display:flex;flex-direction:column;gap:16px}
.filters label{display:flex;align-items:center;gap:14px;font-size:19px;font-weight:500;border:1.5px solid var(--border);border-radius:12px;padding:14px 16px}
.filters label i{width:22px;height:22px;border-radius:6px;border:2px solid var(--accent)}
.filters label:first-of-type i{background:var(--accent)}
.cat-main{flex:1}
.cat .hero h2{font-size:52px}
.cat .card::before{content:'';display:block;height:120px;border-radius:10px;margin-bottom:8px;background:repeating-linear-gradient(135deg,var(--surface) 0 14px,var(--surface-2) 14px 28px)}
.cat .card .ico{display:none}
.land{display:flex;gap:56px;align-items:flex-start}
.land .hero{flex:1}
.form{width:440px;flex:none;margin-top:48px;border:1.5px solid var(--border);border-radius:18px;padding:30px;display:flex;flex-direction:column;gap:14px;box-shadow:0 10px 30px rgb(13 19 38/.08)}
.form p{font-size:24px;font-weight:700}
.field{display:block;border:1.5px solid var(--border);border-radius:10px;padding:14px 16px;font-size:17px;color:var(--muted);min-height:52px}
.form .btn{text-align:center;margin-top:8px}
.guide-head .hero{padding-bottom:28px}
.sheet .swatch{height:90px;border-radius:10px;margin:8px 0 6px;background:repeating-linear-gradient(135deg,var(--surface) 0 14px,var(--surface-2) 14px 28px)}
.art{display:grid;grid-template-columns:1fr 320px;gap:56px}
.art .hero{grid-column:1/-1;padding-bottom:10px}
.art-body blockquote{border-left:6px solid var(--accent);padding:8px 0 8px 28px;margin:28px 0;font-size:32px;font-weight:500;line-height:1.25}
.toc{display:flex;flex-direction:column;gap:14px;border-left:1.5px solid var(--border);padding-left:26px;font-size:19px;color:var(--muted)}
.toc span:first-of-type{color:var(--accent);font-weight:600}
`;

/**
 * The phone layout of a mockup: the same page as a phone shows it, one column, the menu
 * folded into a button, placeholder blocks shorter, callouts pinned in the flow.
 */
const PHONE_MOCKUP_CSS = `
.stage{height:auto;padding:18px 16px 0}
.frame-label{position:static;margin:0 0 12px;font-size:14px;letter-spacing:.1em;line-height:1.3}
.browser{height:auto;border-radius:24px 24px 0 0}
.bar{padding:10px 12px;justify-content:center}
.bar i{display:none}
.pill{margin:0;flex:1;max-width:none;font-size:14px;padding:5px 10px;text-align:center}
.site{height:auto;padding:0 16px 22px;display:flex;flex-direction:column}
.snav{height:52px;gap:12px}
.brand{font-size:19px}
.brand-placeholder{width:96px;height:16px}
.links,.snav .btn{display:none}
.snav::after{content:'';margin-left:auto;width:22px;height:10px;border-top:2.5px solid var(--text);border-bottom:2.5px solid var(--text)}
.hero{padding:22px 0 14px}
.eyebrow2{font-size:14px;margin-bottom:8px;letter-spacing:.1em}
.hero h2,.cat .hero h2{font-size:26px;line-height:1.08;margin-bottom:10px}
.hero .head-bar{height:24px;border-radius:8px;margin-bottom:8px}
.bar-line{height:9px;margin:8px 0;border-radius:5px}
.btn.big{font-size:16px;padding:10px 18px;margin-top:14px}
.cards{gap:10px}
.grid3,.grid2{grid-template-columns:1fr}
.card{padding:14px;border-radius:12px}
.card h3{font-size:18px;margin:8px 0 4px}
.card .ico,.card .bar-line:nth-of-type(n+2),.more{display:none}
.card h3{margin-top:0}
.note{position:relative;left:auto;right:auto;top:auto;align-self:flex-start;font-size:14px;padding:6px 10px;border-radius:8px;margin:12px 0 0 8px;box-shadow:0 6px 14px rgb(13 19 38/.2)}
.note::before{width:10px;height:10px;border-width:2px;left:-7px;top:-7px}
.hero .note.pinned{margin:14px 0 0 12px}
.form .note.pinned{position:absolute;top:-14px;right:-4px;margin:0}
.proof .note.pinned{position:absolute;top:-14px;left:10px;margin:0}
.proof{margin-top:26px}
.cat{flex-direction:column;gap:0}
.filters{width:auto;padding-top:14px;flex-direction:row;flex-wrap:wrap;gap:8px}
.filters .eyebrow2{width:100%;margin:0}
.filters label{font-size:14px;padding:6px 10px;gap:8px;border-radius:8px}
.filters label i{width:14px;height:14px;border-radius:4px}
.cat .grid3{grid-template-columns:1fr 1fr}
.cat .card::before{height:52px;margin-bottom:4px}
.land{flex-direction:column;align-items:stretch;gap:24px}
.form{width:auto;margin-top:8px;padding:16px;gap:8px;border-radius:14px}
.form p{font-size:18px}
.field{font-size:14px;padding:8px 12px;min-height:36px;border-radius:8px}
.guide .grid2{grid-template-columns:1fr 1fr}
.sheet .swatch{height:40px}
.art{grid-template-columns:1fr;gap:14px}
.art-body blockquote{font-size:19px;padding:4px 0 4px 14px;margin:14px 0;border-left-width:4px}
.toc{font-size:14px;gap:8px;padding-left:14px}
`;

function mockupImage(
  frame: string,
  m: Mockup,
  w: number,
  h: number,
  theme: ImageTheme,
  layout: ImageLayout,
): string {
  const body = `<main class="stage"><p class="frame-label">${esc(frame)}</p>${browser(mockupSite(m))}</main>`;
  return page(w, h, `${MOCKUP_CSS}${layout === 'phone' ? PHONE_MOCKUP_CSS : ''}`, body, theme);
}

/** The chart's measures per layout: the phone's scale keeps its ends and labels every other tick. */
const CHART_LAYOUT = {
  wide: { margin: 120, band: 200, row: 110, gap: 40, offset: 20, tickLabelEvery: 1, below: 120 },
  phone: { margin: 22, band: 130, row: 52, gap: 22, offset: 12, tickLabelEvery: 2, below: 76 },
} as const;

function chartImage(
  frame: string,
  c: ThresholdChart,
  w: number,
  h: number,
  theme: ImageTheme,
  layout: ImageLayout,
): string {
  const { margin, band, row, gap, offset, tickLabelEvery, below } = CHART_LAYOUT[layout];
  const plotL = margin;
  const plotR = w - margin;
  const svgH = layout === 'phone' ? band + 80 + below : h - 260;
  const axisY = svgH - below;
  const x = (v: number) => plotL + ((plotR - plotL) * v) / c.max;
  const ticks = Array.from({ length: Math.round(c.max / 0.05) + 1 }, (_, i) => +(i * 0.05).toFixed(2));
  const good = c.marks.find((m) => m.tone === 'good');
  const bad = c.marks.find((m) => m.tone === 'bad');
  const zone = (from: number, to: number, fill: string, opacity: number) =>
    `<rect x="${x(from)}" y="${axisY - band}" width="${x(to) - x(from)}" height="${band}" style="fill:${fill}" opacity="${opacity}"/>`;
  const colour = (tone: 'good' | 'bad') => (tone === 'good' ? 'var(--success)' : 'var(--danger)');
  // Labels sit right of a mark in the left half of the scale, left of it in the right half,
  // one row lower per mark so neighbours never overlap.
  const marks = c.marks
    .map((m, i) => {
      const rowY = axisY - band + 10 + i * row;
      const right = m.value < c.max / 2;
      const tx = x(m.value) + (right ? offset : -offset);
      const anchor = right ? 'start' : 'end';
      const line = `<line x1="${x(m.value)}" x2="${x(m.value)}" y1="${axisY - band - 40}" y2="${axisY}" style="stroke:${colour(m.tone)}" stroke-width="5"/>
 <circle cx="${x(m.value)}" cy="${axisY}" r="11" style="fill:${colour(m.tone)}"/>`;
      // On a phone the labels are too long to sit beside the lines: each line carries its
      // value, and a legend under the chart names it.
      if (layout === 'phone')
        return `${line}<text x="${x(m.value)}" y="${axisY - band - 50}" text-anchor="middle" class="val">${m.value} ${esc(c.unit)}</text>`;
      return `${line}
  <text x="${tx}" y="${rowY}" text-anchor="${anchor}" class="mark" style="fill:${colour(m.tone)}">${label(m.label)}</text>
  <text x="${tx}" y="${rowY + gap}" text-anchor="${anchor}" class="val">${m.value} ${esc(c.unit)}</text>`;
    })
    .join('');
  const svg = `<svg width="${w}" height="${svgH}" class="chart">
  ${good ? zone(0, good.value, 'var(--success)', 0.16) : ''}
  ${good && bad ? zone(good.value, bad.value, 'var(--focus)', 0.12) : ''}
  ${bad ? zone(bad.value, c.max, 'var(--danger)', 0.18) : ''}
  <line x1="${plotL}" x2="${plotR}" y1="${axisY}" y2="${axisY}" style="stroke:var(--text)" stroke-width="3"/>
  ${ticks
    .map(
      (t, i) =>
        `<line x1="${x(t)}" x2="${x(t)}" y1="${axisY}" y2="${axisY + 14}" style="stroke:var(--text)" stroke-width="2"/>${i % tickLabelEvery === 0 ? `<text x="${x(t)}" y="${axisY + (layout === 'phone' ? 34 : 50)}" text-anchor="middle" class="tick">${t}</text>` : ''}`,
    )
    .join('')}
  <text x="${plotR}" y="${axisY + (layout === 'phone' ? 64 : 96)}" text-anchor="end" class="unit">${label(c.measure)}, ${esc(c.unit)}</text>
  ${marks}</svg>`;
  const legend =
    layout === 'phone'
      ? `<ul class="legend">${c.marks.map((m) => `<li style="--tone:${colour(m.tone)}"><b>${label(m.label)}</b> ${m.value} ${esc(c.unit)}</li>`).join('')}</ul>`
      : '';
  const body = `<main class="canvas dots"><header><p class="kicker">Chart</p><h1 class="display">${esc(frame)}</h1></header>${svg}${legend}<footer>Figures as stated in the post; drawn by Byer Company</footer></main>`;
  const css = `
.canvas{width:100%;height:100%;padding:64px 0 40px;display:flex;flex-direction:column}
header,footer{padding:0 80px}
header h1{font-size:52px;font-weight:700;margin-top:14px;line-height:1.1}
.chart{margin-top:auto}
.tick{font-size:26px;font-family:'Inter';fill:var(--muted)}
.unit{font-size:24px;font-family:'Inter';fill:var(--muted)}
.mark{font-size:36px;font-family:'Space Grotesk';font-weight:700}
.val{font-size:28px;font-family:'Inter';font-weight:600;fill:var(--text)}
footer{font-size:17px;color:var(--muted)}${layout === 'phone' ? PHONE_CHART_CSS : ''}`;
  return page(w, h, css, body, theme);
}

const PHONE_CHART_CSS = `
.canvas{height:auto;padding:26px 0 20px;background-size:20px 20px;background-image:radial-gradient(var(--border) 1.2px,transparent 1.2px)}
header,footer{padding:0 20px}
.kicker{font-size:14px;gap:10px;letter-spacing:.12em}
.kicker::before{width:24px;height:3px}
header h1{font-size:25px;margin-top:8px}
.chart{margin:18px 0 14px}
.tick,.unit{font-size:14px}
.val{font-size:15px}
.legend{list-style:none;padding:0 20px 18px;display:flex;flex-direction:column;gap:10px}
.legend li{display:flex;flex-direction:column;gap:2px;border-left:5px solid var(--tone);padding:4px 0 4px 12px;font-size:15px;font-weight:600}
.legend b{font-family:'Space Grotesk';font-size:18px;color:var(--tone)}
footer{font-size:14px;line-height:1.35}`;

/**
 * Pictures drawn in the site's UI colours (diagrams, mockups, charts) get a dark rendering
 * for the dark theme, and so does cover art on a light ground (its palette's night twin);
 * art on a dark ground suits both themes as it is.
 */
export const hasDarkRendering = (art: Artwork) =>
  art.template !== 'art' || ART_NIGHT_PALETTES[art.direction.palette] !== undefined;

/** Pictures with labels to read (diagrams, mockups, charts) also get a phone layout; cover art has none. */
export const hasPhoneRendering = (art: Artwork) => art.template !== 'art';

/**
 * The full HTML document for one artwork at its output size, in the given theme and layout.
 * A height of 0 lets the document be as tall as its content (the phone layout).
 */
export function renderHtml(
  art: Artwork,
  width: number,
  height: number,
  theme: ImageTheme = 'light',
  layout: ImageLayout = 'wide',
): string {
  switch (art.template) {
    case 'art':
      return page(width, height, '', artSvg(art.direction, art.seed, width, height, theme));
    case 'diagram':
      return diagramImage(art.frame, art.diagram, width, height, theme, layout);
    case 'mockup':
      return mockupImage(art.frame, art.mockup, width, height, theme, layout);
    case 'chart':
      return chartImage(art.frame, art.chart, width, height, theme, layout);
  }
}
