/**
 * HTML for each kind of illustration, drawn in the site's own fonts and colours. Connectors
 * between boxes are measured in the page after layout (see LINK_SCRIPT), so long labels can
 * wrap freely without hand-placed coordinates.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { escapeXml } from '@/lib/text/xml';

import { ROOT } from './sources';
import type {
  Artwork,
  CycleDiagram,
  Diagram,
  FlowDiagram,
  FunnelDiagram,
  HubDiagram,
  LayersDiagram,
  Mockup,
  PillarsDiagram,
  SplitDiagram,
  StepsDiagram,
  ThresholdChart,
  TreeDiagram,
} from './types';
import { countWord, diagramLabels } from './words';

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
    out += '<path d="' + d + '" class="edge' + (e.dashed ? ' dashed' : '') + '" marker-end="url(#arrow)"/>';
  }
  svg.insertAdjacentHTML('beforeend', out);
})();`;

interface Edge {
  from: string;
  to: string;
  dir: 'v' | 'h' | 'loop';
  dashed?: boolean;
}

function linksLayer(edges: Edge[]) {
  return `<svg id="links" data-edges='${esc(JSON.stringify(edges))}' aria-hidden="true">
  <defs><marker id="arrow" viewBox="0 0 10 10" refX="4" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
  <path d="M0 0 L10 5 L0 10 z" fill="${light.accent}"/></marker></defs></svg>`;
}

const BASE_CSS = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:var(--w);height:var(--h);overflow:hidden}
body{font-family:'Inter',sans-serif;color:${light.text};-webkit-font-smoothing:antialiased;text-rendering:geometricPrecision}
.display{font-family:'Space Grotesk','Inter',sans-serif;letter-spacing:-0.02em}
#links{position:absolute;inset:0;width:100%;height:100%;overflow:visible;z-index:0;pointer-events:none}
.edge{fill:none;stroke:${light.accent};stroke-width:3;stroke-linejoin:round;stroke-linecap:round;opacity:.75}
.edge.dashed{stroke-dasharray:2 10}
.node{position:relative;z-index:1;background:#fff;border:2px solid ${light.border};border-radius:18px;padding:22px 26px;font-size:30px;line-height:1.3;font-weight:500;box-shadow:0 1px 2px rgb(13 19 38/.05),0 10px 24px rgb(13 19 38/.06)}
.node.primary{background:${light.accent};border-color:${light.accent};color:#fff;font-family:'Space Grotesk';font-weight:700;font-size:36px;letter-spacing:-0.01em}
.node.soft{background:${light['accent-soft']};border-color:#c7d2fe;color:${light['accent-hover']};font-weight:600}
.node.leaf{font-size:25px;font-weight:500;color:${light.muted};border-left:6px solid ${light.highlight}}
.num{font-family:'Space Grotesk';font-weight:700;color:${light.accent};font-size:24px;letter-spacing:.04em;display:block;margin-bottom:6px}
.kicker{font-size:18px;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:${light.accent};display:flex;align-items:center;gap:14px}
.kicker::before{content:'';width:36px;height:4px;border-radius:2px;background:${light.highlight}}
.dots{background-color:${light.surface};background-image:radial-gradient(${light.border} 1.6px,transparent 1.6px);background-size:32px 32px}
`;

function page(width: number, height: number, css: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${FONTS}
:root{--w:${width}px;--h:${height}px}${BASE_CSS}${css}</style></head><body>${body}<script>${LINK_SCRIPT}</script></body></html>`;
}

/* ---------- diagrams ---------- */

function flow(d: FlowDiagram): string {
  const cells = d.steps
    .map(
      (step, i) =>
        `<div class="node${i === d.steps.length - 1 ? ' soft' : ''}" id="f${i}"><span class="num">${pad2(i + 1)}</span>${label(step)}</div>`,
    )
    .join('');
  const edges: Edge[] = d.steps.slice(1).map((_, i) => ({ from: `f${i}`, to: `f${i + 1}`, dir: 'h' }));
  if (d.loop) edges.push({ from: `f${d.steps.length - 1}`, to: 'f0', dir: 'loop' });
  const loop = d.loop ? `<div class="loop-label">${label(d.loop)}</div>` : '';
  // Fewer steps get bigger type, so short flows fill the frame instead of floating in it.
  const size = d.steps.length <= 3 ? 40 : d.steps.length === 4 ? 34 : 29;
  return `<div class="flow${d.loop ? ' has-loop' : ''}" style="--flow-size:${size}px">${linksLayer(edges)}<div class="flow-row">${cells}</div>${loop}</div>`;
}

function tree(d: TreeDiagram): string {
  const edges: Edge[] = [];
  // Branches share rows (CSS subgrid) so leaves line up even when branch labels wrap.
  const rows = 1 + Math.max(0, ...d.branches.map((b) => b.leaves.length));
  const branches = d.branches
    .map((b, i) => {
      edges.push({ from: 'root', to: `b${i}`, dir: 'v' });
      const leaves = b.leaves
        .map((leaf, j) => {
          edges.push({ from: j === 0 ? `b${i}` : `l${i}-${j - 1}`, to: `l${i}-${j}`, dir: 'v' });
          return `<div class="node leaf" id="l${i}-${j}">${label(leaf)}</div>`;
        })
        .join('');
      return `<div class="branch" style="grid-row:span ${rows}"><div class="node soft" id="b${i}">${label(b.label)}</div>${leaves}</div>`;
    })
    .join('');
  const note = d.frameNote ? `<p class="frame-note">${esc(d.frameNote)}</p>` : '';
  let shared = '';
  if (d.shared?.length) {
    d.branches.forEach((_, i) => edges.push({ from: `b${i}`, to: 'shared', dir: 'v' }));
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

function split(d: SplitDiagram): string {
  const edges: { from: string; to: string; dir: 'h' }[] = [];
  const lanes = d.lanes
    .map((lane, i) => {
      edges.push({ from: 'from', to: `lane${i}-0`, dir: 'h' });
      const steps = lane.steps
        .map((step, j) => {
          if (j > 0) edges.push({ from: `lane${i}-${j - 1}`, to: `lane${i}-${j}`, dir: 'h' });
          return `<div class="node" id="lane${i}-${j}">${label(step)}</div>`;
        })
        .join('');
      if (d.to) edges.push({ from: `lane${i}-${lane.steps.length - 1}`, to: 'to', dir: 'h' });
      return `<div class="lane"><div class="lane-label">${label(lane.label)}</div><div class="lane-steps">${steps}</div></div>`;
    })
    .join('');
  const to = d.to ? `<div class="node soft end" id="to">${label(d.to)}</div>` : '';
  return `<div class="split">${linksLayer(edges)}<div class="node primary start" id="from">${label(d.from)}</div><div class="lanes">${lanes}</div>${to}</div>`;
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
  <defs><marker id="carrow" viewBox="0 0 10 10" refX="4" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${light.accent}"/></marker></defs>${arcs}</svg>${centre}${nodes}</div>`;
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

function diagram(d: Diagram, w: number, h: number): string {
  switch (d.kind) {
    case 'flow':
      return flow(d);
    case 'tree':
      return tree(d);
    case 'layers':
      return layers(d);
    case 'hub':
      return hub(d, w, h);
    case 'split':
      return split(d);
    case 'steps':
      return steps(d);
    case 'cycle':
      return cycle(d, w, h);
    case 'funnel':
      return funnel(d);
    case 'pillars':
      return pillars(d);
  }
}

const DIAGRAM_CSS = `
.flow{position:relative;width:100%}
.flow.has-loop{padding-bottom:120px}
.flow-row{display:flex;gap:64px;align-items:stretch}
.flow-row .node{flex:1 1 0;min-height:280px;font-size:var(--flow-size);padding:26px 26px;display:flex;flex-direction:column}
.flow-row .node .num{font-size:56px;line-height:1;margin-bottom:auto;padding-bottom:24px;color:${light['accent-soft']}}
.flow-row .node.soft .num{color:#c7d2fe}
.loop-label{position:absolute;left:50%;bottom:40px;transform:translateX(-50%);background:${light.surface};padding:6px 18px;font-size:26px;font-weight:600;color:${light.highlight};z-index:1;white-space:nowrap}
.tree{position:relative;width:100%;display:flex;flex-direction:column;align-items:center;gap:84px}
.tree .primary{max-width:640px;text-align:center}
.branches{display:grid;column-gap:40px;row-gap:28px;width:100%;justify-content:center}
.branch{display:grid;grid-template-rows:subgrid;row-gap:28px}
.branch .soft{text-align:center;font-size:30px;display:flex;align-items:center;justify-content:center}
.shared{position:relative;z-index:1;width:100%;display:flex;gap:18px;align-items:stretch;background:#fff;border:2px solid ${light.border};border-radius:20px;padding:22px;box-shadow:0 10px 24px rgb(13 19 38/.06)}
.shared-label{align-self:center;font-size:20px;font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:${light.highlight};padding:0 10px;width:150px}
.chip{flex:1 1 0;display:flex;align-items:center;border-left:6px solid ${light.highlight};background:${light.surface};border-radius:12px;padding:24px 26px;font-size:30px;font-weight:500;line-height:1.25}
.frame-note{font-size:22px;color:${light.muted};font-style:normal;margin-top:-56px}
.layers{display:flex;gap:36px;width:100%;align-items:stretch}
.axis{display:flex;flex-direction:column;align-items:center;gap:16px;width:200px;font-size:24px;font-weight:600;color:${light.highlight};text-align:center}
.axis i{flex:1;width:4px;border-radius:2px;background:linear-gradient(${light.highlight},${light.accent});position:relative}
.axis i::after{content:'';position:absolute;left:50%;bottom:-4px;transform:translateX(-50%);border:12px solid transparent;border-top:16px solid ${light.accent};border-bottom:0}
.layer-stack{flex:1;display:flex;flex-direction:column;gap:18px}
.layer{display:flex;align-items:center;gap:30px;padding:48px 44px;border-radius:20px;font-size:40px;font-weight:600;font-family:'Space Grotesk';letter-spacing:-0.01em;
  background:color-mix(in srgb,${light.accent} calc(100% - var(--i) * 36%),#fff);color:#fff;margin-left:calc(var(--i) * 40px)}
.layer .num{color:inherit;opacity:.7;margin:0}
.layer:nth-child(n+3){color:${light['accent-hover']}}
.hub{position:relative}
.hub-lines{position:absolute;inset:0;overflow:visible}
.orbit{fill:none;stroke:${light.border};stroke-width:2}
.hub .centre,.hub .spoke{position:absolute;transform:translate(-50%,-50%);text-align:center}
.hub .centre{max-width:330px;padding:26px 30px}
.hub .spoke{width:340px}
.cycle-centre{position:absolute;transform:translate(-50%,-50%);font-size:30px;font-weight:700;color:${light.accent};text-align:center;width:240px;line-height:1.15}
.split{position:relative;width:100%;display:flex;align-items:center;gap:72px}
.split .start{width:340px;flex:none;font-size:32px}
.split .end{width:300px;flex:none}
.lanes{flex:1;display:flex;flex-direction:column;gap:56px}
.lane-label{font-size:21px;font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:${light.highlight};margin:0 0 12px 4px}
.lane-steps{display:flex;gap:56px}
.lane-steps .node{flex:1 1 0}
.steps{display:flex;flex-direction:column;gap:0;position:relative;width:100%}
.step{display:flex;align-items:center;gap:28px;position:relative;padding:14px 0}
.step:not(:last-child)::after{content:'';position:absolute;left:29px;top:64px;bottom:-20px;width:3px;background:${light['accent-soft']}}
.dot{flex:none;width:62px;height:62px;border-radius:50%;background:${light.accent};color:#fff;display:grid;place-items:center;font-family:'Space Grotesk';font-weight:700;font-size:28px;position:relative;z-index:1;box-shadow:0 0 0 8px ${light.surface}}
.step-text{flex:1;background:#fff;border:2px solid ${light.border};border-radius:16px;padding:18px 24px;font-size:27px;font-weight:500;line-height:1.25}
.funnel{display:flex;flex-direction:column;align-items:center;gap:14px;width:100%}
.tier{display:flex;align-items:center;justify-content:center;gap:18px;padding:24px 28px;border-radius:14px;font-size:26px;font-weight:600;text-align:center;
  background:color-mix(in srgb,${light.accent} calc(100% - var(--i) * 20%),${light['accent-soft']});color:#fff}
.tier .num{margin:0;color:inherit;opacity:.7}
.tier:nth-child(n+4){color:${light['accent-hover']}}
.pillars{display:flex;flex-direction:column;gap:20px;width:100%}
.pillar-row{display:flex;gap:18px;align-items:stretch}
.pillar{flex:1 1 0;background:#fff;border:2px solid ${light.border};border-top:10px solid ${light.accent};border-radius:16px;padding:28px 30px 34px;font-family:'Space Grotesk';font-size:40px;font-weight:700;letter-spacing:-0.01em;line-height:1.1;min-height:380px;display:flex;flex-direction:column;justify-content:space-between}
.pillar .num{font-size:72px;color:${light['accent-soft']};margin:0;line-height:1}
.pillar:nth-child(even) .num{color:color-mix(in srgb,${light.highlight} 18%,#fff)}
.pillar:nth-child(even){border-top-color:${light.highlight}}
.pillar-base{background:${light.text};color:#fff;border-radius:16px;padding:28px;text-align:center;font-size:34px;font-weight:700}
`;

/* ---------- full images ---------- */

function diagramImage(frame: string, d: Diagram, w: number, h: number): string {
  const areaW = w - 160;
  const areaH = h - 250;
  const body = `<main class="canvas dots"><header><p class="kicker">Diagram</p><h1 class="display">${esc(frame)}</h1></header>
  <section class="area">${diagram(d, areaW, areaH)}</section><footer>Drawn by Byer Company from the text of this entry</footer></main>`;
  const css = `${DIAGRAM_CSS}
.canvas{width:100%;height:100%;padding:64px 80px 48px;display:flex;flex-direction:column}
header h1{font-size:48px;font-weight:700;margin-top:14px;max-width:1300px;line-height:1.1}
.area{flex:1;display:flex;align-items:center;justify-content:center;position:relative;margin-top:24px}
footer{font-size:17px;color:${light.muted};letter-spacing:.02em}`;
  return page(w, h, css, body);
}

function caseCover(a: Extract<Artwork, { template: 'case-cover' }>, w: number, h: number): string {
  const points = a.points
    .map((p, i) => `<li><span class="pn">${pad2(i + 1)}</span><span class="pt">${label(p)}</span></li>`)
    .join('');
  const body = `<main class="cover">
  <div class="glow g1"></div><div class="glow g2"></div><div class="grid"></div>
  <section class="left"><p class="eyebrow">Case study · ${esc(a.industry)}</p>
  <h1 class="display client">${esc(a.client)}</h1><p class="title display">${esc(a.title)}</p></section>
  <ol class="points">${points}</ol></main>`;
  const css = `
.cover{position:relative;width:100%;height:100%;background:${dark.bg};color:${dark.text};display:flex;gap:72px;padding:96px 96px;align-items:center;overflow:hidden}
.glow{position:absolute;border-radius:50%}
.g1{width:900px;height:900px;right:-260px;bottom:-420px;background:${light.accent};opacity:.5}
.g2{width:520px;height:520px;right:380px;top:-300px;background:${dark.highlight};opacity:.12}
.grid{position:absolute;inset:0;background-image:linear-gradient(${dark.border} 1px,transparent 1px),linear-gradient(90deg,${dark.border} 1px,transparent 1px);background-size:80px 80px;opacity:.35}
.left{position:relative;flex:1.15;display:flex;flex-direction:column;gap:24px}
.eyebrow{font-size:20px;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:${dark.highlight}}
.client{font-size:112px;font-weight:700;line-height:.95;color:#fff}
.title{font-size:44px;font-weight:500;line-height:1.15;color:${dark.muted};max-width:760px}
.points{position:relative;flex:1;list-style:none;display:flex;flex-direction:column;gap:18px}
.points::before{content:'';position:absolute;left:36px;top:40px;bottom:40px;width:2px;background:${dark.accent};opacity:.5}
.points li{position:relative;display:flex;align-items:center;gap:22px;background:rgb(18 26 49/.88);border:1.5px solid ${dark.border};border-radius:16px;padding:18px 22px 18px 0}
.pn{flex:none;width:72px;text-align:center;font-family:'Space Grotesk';font-weight:700;font-size:24px;color:${dark.accent}}
.pt{font-size:25px;font-weight:500;line-height:1.3;color:${dark.text}}`;
  return page(w, h, css, body);
}

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
.stage{width:100%;height:100%;background:linear-gradient(160deg,${light['accent-soft']},${light.surface} 60%);position:relative;overflow:hidden;padding:56px 110px 0}
.frame-label{position:absolute;left:110px;top:20px;font-size:17px;font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:${light.accent}}
.browser{background:#fff;border-radius:18px 18px 0 0;box-shadow:0 2px 4px rgb(13 19 38/.06),0 30px 60px rgb(13 19 38/.16);height:100%;overflow:hidden;border:1.5px solid ${light.border};border-bottom:0}
.bar{display:flex;align-items:center;gap:10px;padding:16px 22px;background:${light.surface};border-bottom:1.5px solid ${light.border}}
.bar i{width:14px;height:14px;border-radius:50%;background:${light.border}}
.pill{margin-left:24px;flex:1;max-width:560px;background:#fff;border:1.5px solid ${light.border};border-radius:999px;padding:7px 18px;font-size:16px;color:${light.muted}}
.site{padding:0 56px;position:relative;height:100%}
.snav{display:flex;align-items:center;gap:36px;height:84px;border-bottom:1.5px solid ${light.border}}
.brand{font-size:28px;font-weight:700;color:${light.text}}
.brand-placeholder{width:150px;height:22px;border-radius:6px;background:${light['surface-2']}}
.links{display:flex;gap:30px;flex:1;font-size:18px;color:${light.muted};font-weight:500}
.btn{display:inline-block;background:${light.accent};color:#fff;border-radius:999px;padding:11px 22px;font-size:17px;font-weight:600}
.btn.big{padding:16px 30px;font-size:20px;margin-top:26px}
.hero{padding:54px 0 40px;max-width:900px}
.eyebrow2{font-size:16px;font-weight:600;letter-spacing:.12em;text-transform:uppercase;color:${light.highlight};margin-bottom:14px}
.hero h2{font-size:64px;font-weight:700;line-height:1.02;margin-bottom:26px}
.head-bar{display:block;height:46px;border-radius:12px;background:${light.text};opacity:.85;width:82%;margin-bottom:16px}
.head-bar.short{width:54%;margin-bottom:30px}
.bar-line{display:block;height:14px;border-radius:7px;background:${light['surface-2']};margin:11px 0}
.hero .head-bar{display:block;height:46px;border-radius:12px;background:${light.text};opacity:.85;width:82%;margin-bottom:16px}
.head-bar.short{width:54%;margin-bottom:30px}
.bar-line{height:18px;margin:14px 0}
.cards{display:grid;gap:24px}
.grid3{grid-template-columns:repeat(3,1fr)}
.grid2{grid-template-columns:repeat(2,1fr)}
.card{border:1.5px solid ${light.border};border-radius:16px;padding:26px;background:#fff}
.card h3{font-size:26px;font-weight:700;line-height:1.15;margin:18px 0 10px}
.ico{display:block;width:48px;height:48px;border-radius:12px}
.ico0{background:${light['accent-soft']}}
.ico1{background:color-mix(in srgb,${light.highlight} 22%,#fff)}
.ico2{background:${light['surface-2']}}
.note{position:absolute;z-index:3;background:${light.text};color:#fff;font-size:18px;font-weight:600;padding:10px 16px;border-radius:10px;box-shadow:0 10px 24px rgb(13 19 38/.25)}
.note::before{content:'';position:absolute;width:14px;height:14px;border-radius:50%;background:${light.focus};border:3px solid #fff;left:-10px;top:-10px}
.n0{right:90px;top:170px}.n1{right:90px;top:330px}.n2{left:520px;top:390px}
.note.pinned{position:relative;display:inline-block;vertical-align:middle}
.hero .note.pinned{margin:26px 0 0 28px}
.form{position:relative}
.form .note.pinned{position:absolute;top:-20px;right:-24px}
.proof{position:relative}
.proof .note.pinned{position:absolute;top:-20px;left:24px}
.more{display:grid;grid-template-columns:80px 1fr 1fr;gap:36px;margin-top:40px;padding-top:34px;border-top:1.5px solid ${light.border}}
.cat{display:flex;gap:44px}
.filters{width:280px;flex:none;padding-top:56px;display:flex;flex-direction:column;gap:16px}
.filters label{display:flex;align-items:center;gap:14px;font-size:19px;font-weight:500;border:1.5px solid ${light.border};border-radius:12px;padding:14px 16px}
.filters label i{width:22px;height:22px;border-radius:6px;border:2px solid ${light.accent}}
.filters label:first-of-type i{background:${light.accent}}
.cat-main{flex:1}
.cat .hero h2{font-size:52px}
.cat .card::before{content:'';display:block;height:120px;border-radius:10px;margin-bottom:8px;background:repeating-linear-gradient(135deg,${light.surface} 0 14px,${light['surface-2']} 14px 28px)}
.cat .card .ico{display:none}
.land{display:flex;gap:56px;align-items:flex-start}
.land .hero{flex:1}
.form{width:440px;flex:none;margin-top:48px;border:1.5px solid ${light.border};border-radius:18px;padding:30px;display:flex;flex-direction:column;gap:14px;box-shadow:0 10px 30px rgb(13 19 38/.08)}
.form p{font-size:24px;font-weight:700}
.field{display:block;border:1.5px solid ${light.border};border-radius:10px;padding:14px 16px;font-size:17px;color:${light.muted};min-height:52px}
.form .btn{text-align:center;margin-top:8px}
.guide-head .hero{padding-bottom:28px}
.sheet .swatch{height:90px;border-radius:10px;margin:8px 0 6px;background:repeating-linear-gradient(135deg,${light.surface} 0 14px,${light['surface-2']} 14px 28px)}
.art{display:grid;grid-template-columns:1fr 320px;gap:56px}
.art .hero{grid-column:1/-1;padding-bottom:10px}
.art-body blockquote{border-left:6px solid ${light.accent};padding:8px 0 8px 28px;margin:28px 0;font-size:32px;font-weight:500;line-height:1.25}
.toc{display:flex;flex-direction:column;gap:14px;border-left:1.5px solid ${light.border};padding-left:26px;font-size:19px;color:${light.muted}}
.toc span:first-of-type{color:${light.accent};font-weight:600}
`;

function mockupImage(frame: string, m: Mockup, w: number, h: number): string {
  const body = `<main class="stage"><p class="frame-label">${esc(frame)}</p>${browser(mockupSite(m))}</main>`;
  return page(w, h, MOCKUP_CSS, body);
}

function postCover(title: string, d: Diagram, w: number, h: number): string {
  const panel = 600;
  const areaW = w - panel - 140;
  const areaH = h - 140;
  const body = `<main class="pc"><section class="pc-left"><p class="pc-kicker">Byer Company · Blog</p><h1 class="display">${esc(title)}</h1><p class="pc-foot">The post in ${countWord(diagramLabels(d).length)} parts</p></section>
  <section class="pc-right dots">${diagram(d, areaW, areaH)}</section></main>`;
  const css = `${DIAGRAM_CSS}
.pc{display:flex;width:100%;height:100%}
.pc-left{width:${panel}px;flex:none;background:${dark.bg};color:#fff;padding:80px 64px;display:flex;flex-direction:column;position:relative;overflow:hidden}
.pc-left::after{content:'';position:absolute;width:560px;height:560px;border-radius:50%;background:${light.accent};opacity:.55;left:-180px;bottom:-330px}
.pc-kicker{font-size:18px;font-weight:600;letter-spacing:.14em;text-transform:uppercase;color:${dark.highlight}}
.pc-left h1{font-size:54px;font-weight:700;line-height:1.06;margin-top:28px;position:relative;z-index:1}
.pc-foot{margin-top:auto;font-size:20px;color:${dark.muted};position:relative;z-index:1}
.pc-right{flex:1;display:flex;align-items:center;justify-content:center;padding:70px}
.pc-right .hub .spoke{width:290px;font-size:26px;padding:18px 18px}
.pc-right .hub .centre{font-size:34px}
.pc-right .step-text{font-size:31px;padding:20px 26px}
.pc-right .step{padding:12px 0}
.pc-right .tier{font-size:29px;padding:28px 24px}
.pc-right .pillar{font-size:28px;min-height:300px;padding:22px 18px}
.pc-right .pillar .num{font-size:52px}`;
  return page(w, h, css, body);
}

function chartImage(frame: string, c: ThresholdChart, w: number, h: number): string {
  const plotL = 120;
  const plotR = w - 120;
  const svgH = h - 260;
  const axisY = svgH - 120;
  const band = 200;
  const x = (v: number) => plotL + ((plotR - plotL) * v) / c.max;
  const ticks = Array.from({ length: Math.round(c.max / 0.05) + 1 }, (_, i) => +(i * 0.05).toFixed(2));
  const good = c.marks.find((m) => m.tone === 'good');
  const bad = c.marks.find((m) => m.tone === 'bad');
  const zone = (from: number, to: number, fill: string, opacity: number) =>
    `<rect x="${x(from)}" y="${axisY - band}" width="${x(to) - x(from)}" height="${band}" fill="${fill}" opacity="${opacity}"/>`;
  const colour = (tone: 'good' | 'bad') => (tone === 'good' ? light.success : light.danger);
  // Labels sit right of a mark in the left half of the scale, left of it in the right half,
  // one row lower per mark so neighbours never overlap.
  const marks = c.marks
    .map((m, i) => {
      const rowY = axisY - band + 10 + i * 110;
      const right = m.value < c.max / 2;
      const tx = x(m.value) + (right ? 20 : -20);
      const anchor = right ? 'start' : 'end';
      return `<line x1="${x(m.value)}" x2="${x(m.value)}" y1="${axisY - band - 40}" y2="${axisY}" stroke="${colour(m.tone)}" stroke-width="5"/>
  <circle cx="${x(m.value)}" cy="${axisY}" r="11" fill="${colour(m.tone)}"/>
  <text x="${tx}" y="${rowY}" text-anchor="${anchor}" class="mark" fill="${colour(m.tone)}">${label(m.label)}</text>
  <text x="${tx}" y="${rowY + 40}" text-anchor="${anchor}" class="val">${m.value} ${esc(c.unit)}</text>`;
    })
    .join('');
  const svg = `<svg width="${w}" height="${svgH}" class="chart">
  ${good ? zone(0, good.value, light.success, 0.16) : ''}
  ${good && bad ? zone(good.value, bad.value, light.focus, 0.12) : ''}
  ${bad ? zone(bad.value, c.max, light.danger, 0.18) : ''}
  <line x1="${plotL}" x2="${plotR}" y1="${axisY}" y2="${axisY}" stroke="${light.text}" stroke-width="3"/>
  ${ticks
    .map(
      (t) =>
        `<line x1="${x(t)}" x2="${x(t)}" y1="${axisY}" y2="${axisY + 14}" stroke="${light.text}" stroke-width="2"/><text x="${x(t)}" y="${axisY + 50}" text-anchor="middle" class="tick">${t}</text>`,
    )
    .join('')}
  <text x="${plotR}" y="${axisY + 96}" text-anchor="end" class="unit">${label(c.measure)}, ${esc(c.unit)}</text>
  ${marks}</svg>`;
  const body = `<main class="canvas dots"><header><p class="kicker">Chart</p><h1 class="display">${esc(frame)}</h1></header>${svg}<footer>Figures as stated in the post; drawn by Byer Company</footer></main>`;
  const css = `
.canvas{width:100%;height:100%;padding:64px 0 40px;display:flex;flex-direction:column}
header,footer{padding:0 80px}
header h1{font-size:52px;font-weight:700;margin-top:14px;line-height:1.1}
.chart{margin-top:auto}
.tick{font-size:26px;font-family:'Inter';fill:${light.muted}}
.unit{font-size:24px;font-family:'Inter';fill:${light.muted}}
.mark{font-size:36px;font-family:'Space Grotesk';font-weight:700}
.val{font-size:28px;font-family:'Inter';font-weight:600;fill:${light.text}}
footer{font-size:17px;color:${light.muted}}`;
  return page(w, h, css, body);
}

/** The full HTML document for one artwork at its output size. */
export function renderHtml(art: Artwork, width: number, height: number): string {
  switch (art.template) {
    case 'case-cover':
      return caseCover(art, width, height);
    case 'diagram':
      return diagramImage(art.frame, art.diagram, width, height);
    case 'mockup':
      return mockupImage(art.frame, art.mockup, width, height);
    case 'post-cover':
      return postCover(art.title, art.diagram, width, height);
    case 'chart':
      return chartImage(art.frame, art.chart, width, height);
  }
}
