/**
 * The art direction of a piece of work: a palette and a motif, chosen in its front matter
 * (`art:`) and drawn by the illustration generator as an abstract cover. Abstract on
 * purpose: it evokes the field of the work (leaves for a nursery, traces for firmware) and
 * never imitates a client's logo, brand colours or site.
 */

/** Five colours per palette, from the ground the art sits on to its brightest accent. */
export interface ArtPalette {
  /** The field behind everything. */
  ground: string;
  /** Large quiet shapes. */
  deep: string;
  /** The main colour of the motif. */
  main: string;
  /** A second motif colour, for contrast and rhythm. */
  second: string;
  /** Small bright touches (dots, pads, fruit, blips). */
  spark: string;
}

export const ART_PALETTES = {
  orchard: { ground: '#f3efe2', deep: '#2f5d3a', main: '#5f9151', second: '#a7c47f', spark: '#f08a4b' },
  graphite: { ground: '#15181d', deep: '#262c35', main: '#3ddc97', second: '#5b6b7f', spark: '#e9f27a' },
  lagoon: { ground: '#0d3b45', deep: '#125866', main: '#3fc1c9', second: '#9be3de', spark: '#fce38a' },
  cobalt: { ground: '#0f2a6b', deep: '#1c3f9a', main: '#6f9bff', second: '#c8d8ff', spark: '#ffffff' },
  ember: { ground: '#1b1212', deep: '#3b1d1a', main: '#e0452b', second: '#8c2f25', spark: '#f6c35b' },
  sandstone: { ground: '#efe3d0', deep: '#c9693b', main: '#e3a86b', second: '#7a4a35', spark: '#2d4f6b' },
  orchid: { ground: '#f5ecf8', deep: '#5a2a82', main: '#b04fc7', second: '#f2a0c9', spark: '#ffcf4a' },
  aurora: { ground: '#120f2e', deep: '#26205c', main: '#7b5cff', second: '#2fd9e0', spark: '#ff7ad9' },
  glacier: { ground: '#e8f1f8', deep: '#2b5f8a', main: '#6aa7d6', second: '#b9d8ef', spark: '#173a5a' },
  harbor: { ground: '#f4efe6', deep: '#1f4e5f', main: '#2f8f83', second: '#9ccfc1', spark: '#e56b4e' },
  citrus: { ground: '#fff6df', deep: '#e4572e', main: '#f4a72c', second: '#ffd56b', spark: '#29335c' },
  mint: { ground: '#e9f6f1', deep: '#1f6b5c', main: '#3f9c86', second: '#8fd3bf', spark: '#f08f6e' },
} as const satisfies Record<string, ArtPalette>;

export type ArtPaletteName = keyof typeof ART_PALETTES;
export const ART_PALETTE_NAMES = Object.keys(ART_PALETTES) as [ArtPaletteName, ...ArtPaletteName[]];

/** Each motif, and what it is drawn from, so alt text and captions can say it in words. */
export const ART_MOTIFS = {
  botanical: 'leaves on curving stems, with round fruit',
  circuit: 'circuit traces running at right angles to a chip, ending in round pads',
  signal: 'rings spreading from a few small sources and crossing each other',
  meridians: 'a large globe of meridians and parallels, crossed by arcs between points',
  radar: 'radar arcs sweeping from a corner, with a few bright points',
  blocks: 'a modular grid of blocks of different spans, like page templates',
  geometry: 'bold circles, squares and triangles overlapping',
  constellation: 'points joined into a network, with a few bright nodes and orbits',
  facets: 'angular facets, like a cut crystal',
  contours: 'contour lines around a few peaks, like a map of terrain',
  bars: 'columns rising left to right under a trend line',
  waves: 'soft layered waves',
  shore: 'a shore: the sun over the sea in layers, with a curve of sand',
} as const;

export type ArtMotif = keyof typeof ART_MOTIFS;
export const ART_MOTIF_NAMES = Object.keys(ART_MOTIFS) as [ArtMotif, ...ArtMotif[]];

export interface ArtDirection {
  palette: ArtPaletteName;
  motif: ArtMotif;
}

/** A key for "the same look": two entries with equal keys would share a cover style. */
export const artKey = (art: ArtDirection) => `${art.palette}/${art.motif}`;
