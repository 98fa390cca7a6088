/**
 * The drawings that open the services index, each service, about, contact and the local
 * landings, and the landings' second picture between their sections. Cover art like a case
 * study's (abstract, no text), in an art direction chosen here for each page's field; the
 * landings show a shore, which every locality we serve lies on, and no building or landmark.
 */
import { readContentSource } from '@/lib/content/server';
import type { ContentEntry } from '@/lib/content/validate';
import { ART_MOTIFS, type ArtDirection } from '@/lib/media/art-direction';

import { ROOT } from './sources';
import type { PlannedImage } from './types';

/** Twice the widest the hero's picture column gets (about 28rem), so it is sharp at DPR 2. */
const HERO = { width: 1200, height: 900 };
const INTERLUDE = { width: 1600, height: 900 };

/** Fixed pages with a drawn hero, by content file (content/pages/<name>.yaml). */
const PAGES: Record<string, { art: ArtDirection; what: string }> = {
  services: { art: { palette: 'harbor', motif: 'blocks' }, what: 'our services page' },
  about: { art: { palette: 'glacier', motif: 'constellation' }, what: 'our about page' },
  contact: { art: { palette: 'citrus', motif: 'signal' }, what: 'our contact page' },
};

/** Each service's look, from its field (content/services/<slug>.yaml). */
const SERVICES: Record<string, ArtDirection> = {
  'search-engine-optimization': { palette: 'lagoon', motif: 'contours' },
  'web-design': { palette: 'cobalt', motif: 'blocks' },
  'branding-and-design': { palette: 'orchid', motif: 'geometry' },
  'social-media-marketing': { palette: 'aurora', motif: 'constellation' },
  'ppc-advertising': { palette: 'ember', motif: 'bars' },
  'b2b-search-engine-optimization': { palette: 'graphite', motif: 'contours' },
  'visibility-optimization': { palette: 'graphite', motif: 'radar' },
  'ecommerce-marketing': { palette: 'citrus', motif: 'blocks' },
  'digital-marketing-strategy': { palette: 'cobalt', motif: 'meridians' },
  'content-writing': { palette: 'mint', motif: 'waves' },
  'email-marketing': { palette: 'lagoon', motif: 'signal' },
  'white-label-digital-marketing': { palette: 'aurora', motif: 'facets' },
};

/** A landing's palette, by its locality; every landing is drawn from its own seed. */
const LOCALITY_PALETTES: Record<string, ArtDirection['palette']> = {
  'El Segundo': 'harbor',
  'Los Angeles': 'citrus',
  'Redondo Beach': 'lagoon',
  'the South Bay': 'mint',
};

/** A collection's entries by file name, as the content loader reads them, in name order. */
const byName = (entries: ContentEntry[]) =>
  entries
    .map((entry) => ({ slug: entry.key!, data: entry.data as { locality?: unknown } }))
    .sort((a, b) => (a.slug < b.slug ? -1 : 1));

const describe = (art: ArtDirection) => `${ART_MOTIFS[art.motif]}, in ${art.palette} colours`;

function heroArt(
  collection: 'pages' | 'services' | 'landings',
  slug: string,
  art: ArtDirection,
  caption: string,
  name = 'hero',
): PlannedImage {
  return {
    collection,
    slug,
    name,
    role: name === 'hero' ? 'hero' : 'interlude',
    ...(name === 'hero' ? HERO : INTERLUDE),
    alt: `Our drawing: ${describe(art)}.`,
    caption,
    art: { template: 'art', direction: art, seed: `${collection}/${slug}/${name}` },
  };
}

export function heroPlan(): PlannedImage[] {
  const source = readContentSource(ROOT);
  const pages = Object.entries(PAGES).map(([slug, { art, what }]) =>
    heroArt('pages', slug, art, `Illustration: drawn by Byer Company for ${what}.`),
  );
  const services = byName(source.services).map(({ slug }) => {
    const art = SERVICES[slug];
    if (!art) throw new Error(`content/services/${slug}.yaml has no hero art direction in ${__filename}`);
    return heroArt('services', slug, art, 'Illustration: drawn by Byer Company for this service.');
  });
  const landings = byName(source.landings).flatMap(({ slug, data }) => {
    const locality = String(data.locality);
    const palette = LOCALITY_PALETTES[locality];
    if (!palette)
      throw new Error(`content/landings/${slug}.yaml: no palette for "${locality}" in ${__filename}`);
    return [
      heroArt(
        'landings',
        slug,
        { palette, motif: 'shore' },
        `Illustration: the Pacific shore ${locality} lies on, drawn by Byer Company.`,
      ),
      heroArt(
        'landings',
        slug,
        { palette, motif: 'waves' },
        `Illustration: layered waves drawn by Byer Company.`,
        'between',
      ),
    ];
  });
  return [...pages, ...services, ...landings];
}
