/**
 * The shapes of the illustration plan. Every string in an artwork that is not a `frame` is
 * a phrase from the entry's own text (checked by the generator and the unit test), so an
 * image can only repeat what the entry already says.
 */
import type { ArtDirection } from '@/lib/media/art-direction';

import type { Collection } from './sources';

/**
 * `hero`: the drawing that opens a page; `interlude`: one between a page's sections
 * (scripts/illustrations/heroes.ts).
 */
export type Role = 'cover' | 'gallery' | 'inline' | 'hero' | 'interlude';

/** Ordered steps; `loop` draws a return arrow from the last step to the first. */
export interface FlowDiagram {
  kind: 'flow';
  steps: string[];
  loop?: string;
}

/** A root with branches, each with optional leaves underneath. */
export interface TreeDiagram {
  kind: 'tree';
  root: string;
  branches: { label: string; leaves: string[] }[];
  /** Leaves every branch has, drawn once beneath all of them instead of under each. */
  shared?: string[];
  /** Our own words under the tree, e.g. where the branch names come from. */
  frameNote?: string;
}

/** Stacked tiers read top to bottom; `axis` labels the ends of the reading direction. */
export interface LayersDiagram {
  kind: 'layers';
  layers: string[];
  axis?: { from: string; to: string };
}

/** One centre with spokes around it. */
export interface HubDiagram {
  kind: 'hub';
  centre: string;
  spokes: string[];
}

/** One starting point that divides into lanes, which may meet again at `to`. */
export interface SplitDiagram {
  kind: 'split';
  from: string;
  lanes: { label: string; steps: string[] }[];
  to?: string;
}

/** A numbered vertical sequence (a post's sections in order). */
export interface StepsDiagram {
  kind: 'steps';
  steps: string[];
}

/** Points on a closed loop, read clockwise. */
export interface CycleDiagram {
  kind: 'cycle';
  points: string[];
  centre?: string;
}

/** Tiers that narrow from first to last. */
export interface FunnelDiagram {
  kind: 'funnel';
  tiers: string[];
}

/** Side-by-side columns of equal weight. */
export interface PillarsDiagram {
  kind: 'pillars';
  pillars: string[];
  base?: string;
}

/** Several sources feeding one destination, each with what it supplies. */
export interface MergeDiagram {
  kind: 'merge';
  sources: { label: string; notes: string[] }[];
  to: string;
}

/** Equal panels side by side (two by two when four), each a name and what it holds. */
export interface PanelsDiagram {
  kind: 'panels';
  panels: { label: string; note: string }[];
}

export type Diagram =
  | MergeDiagram
  | PanelsDiagram
  | FlowDiagram
  | TreeDiagram
  | LayersDiagram
  | HubDiagram
  | SplitDiagram
  | StepsDiagram
  | CycleDiagram
  | FunnelDiagram
  | PillarsDiagram;

interface MockupCard {
  title: string;
  /** Number of grey placeholder lines under the title (copy we do not invent). */
  lines?: number;
}

/** A page layout we design; body copy is drawn as placeholder bars, never invented. */
export interface Mockup {
  layout: 'hub' | 'catalog' | 'landing' | 'guidelines' | 'article' | 'channels';
  /** The client's name in plain type, or null for entries that do not name the client. */
  brand: string | null;
  nav: string[];
  eyebrow: string;
  heading: string;
  cta?: string;
  cards: MockupCard[];
  /** Side panel items: filters (catalog), form fields (landing), notes (others). */
  side?: string[];
  /** Callouts pinned to the page, naming what the entry says the page does. */
  notes?: string[];
}

/** A horizontal scale with stated thresholds: every number comes from the entry's text. */
export interface ThresholdChart {
  unit: string;
  max: number;
  marks: { value: number; label: string; tone: 'good' | 'bad' }[];
  /** What the scale measures, in the entry's words. */
  measure: string;
}

export type Artwork =
  /** Abstract cover art in a piece of work's own palette and motif; no text at all. */
  | { template: 'art'; direction: ArtDirection; seed: string }
  | { template: 'diagram'; frame: string; diagram: Diagram }
  | { template: 'mockup'; frame: string; mockup: Mockup }
  | { template: 'chart'; frame: string; chart: ThresholdChart };

export interface PlannedImage {
  collection: Collection;
  slug: string;
  /** File name without extension. */
  name: string;
  role: Role;
  width: number;
  height: number;
  alt: string;
  caption: string;
  art: Artwork;
  /** For inline images: a phrase of the paragraph the image goes after. */
  inlineAfter?: string;
  /** Other entries whose text the image may quote (a portfolio item's case study). */
  alsoQuotes?: { collection: Collection; slug: string }[];
}
