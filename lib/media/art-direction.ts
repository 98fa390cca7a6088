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

/**
 * The night twin of each palette drawn on a light ground: the same hues on a dark ground of
 * their own, so the dark theme shows the art drawn for it instead of a dimmed daylight one.
 * Palettes on a dark ground already suit both themes and have none.
 */
export const ART_NIGHT_PALETTES: Partial<Record<ArtPaletteName, ArtPalette>> = {
  orchard: { ground: '#121a14', deep: '#24422c', main: '#6fa55f', second: '#a7c47f', spark: '#f08a4b' },
  sandstone: { ground: '#1d1510', deep: '#5a3526', main: '#e3a86b', second: '#c9693b', spark: '#8fb8d8' },
  orchid: { ground: '#1a1024', deep: '#3d1f5e', main: '#c06ad6', second: '#f2a0c9', spark: '#ffcf4a' },
  glacier: { ground: '#0e1a26', deep: '#1f4566', main: '#6aa7d6', second: '#b9d8ef', spark: '#f4f8fc' },
  harbor: { ground: '#0f1c20', deep: '#1f4e5f', main: '#2f8f83', second: '#9ccfc1', spark: '#e56b4e' },
  citrus: { ground: '#1c1608', deep: '#8a3a1c', main: '#f4a72c', second: '#ffd56b', spark: '#fff6df' },
  mint: { ground: '#0e1c18', deep: '#1f6b5c', main: '#3f9c86', second: '#8fd3bf', spark: '#f08f6e' },
};

/** The colours a palette is drawn in for a theme: its night twin in dark, where it has one. */
export const artPalette = (name: ArtPaletteName, theme: 'light' | 'dark'): ArtPalette =>
  (theme === 'dark' && ART_NIGHT_PALETTES[name]) || ART_PALETTES[name];
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

/**
 * A second motif that sits well beside each one, in the same palette: posts of one category
 * take their category's motif and its partner in turn, so no two covers side by side on a
 * category page look alike.
 */
export const MOTIF_PARTNERS: Record<ArtMotif, ArtMotif> = {
  botanical: 'waves',
  circuit: 'blocks',
  signal: 'radar',
  meridians: 'contours',
  radar: 'signal',
  blocks: 'geometry',
  geometry: 'facets',
  constellation: 'signal',
  facets: 'geometry',
  contours: 'meridians',
  bars: 'blocks',
  waves: 'contours',
  shore: 'waves',
};
export const ART_MOTIF_NAMES = Object.keys(ART_MOTIFS) as [ArtMotif, ...ArtMotif[]];

export interface ArtDirection {
  palette: ArtPaletteName;
  motif: ArtMotif;
}

/** A key for "the same look": two entries with equal keys would share a cover style. */
export const artKey = (art: ArtDirection) => `${art.palette}/${art.motif}`;
