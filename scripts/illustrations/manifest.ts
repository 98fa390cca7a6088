/** The manifest the site (and the lead's front matter) reads to place each illustration. */
import { darkSourceOf, phoneSourceOf } from '@/lib/media/types';

import { hasDarkRendering, hasPhoneRendering, wideScale } from './templates';
import type { PlannedImage, Role } from './types';

export const MANIFEST_FILE = 'content/media/illustrations.json';

/** Captions say what kind of picture it is, so nobody mistakes a drawing for a photograph. */
/** The artwork every work page needs: a cover and two more per case study, covers on at least 8 posts. */
export const MIN_CASE_STUDY_GALLERY = 2;
export const MIN_POSTS_WITH_COVER = 8;
/**
 * Source PNGs stay small; the site derives its AVIF/WebP sizes from them. Drawn 2400 px wide
 * (WIDE in templates.ts) the largest is ≈230 KB and all the light ones together ≈8.1 MB, since
 * post covers take two motifs per category (dark renderings not counted).
 */
export const MAX_IMAGE_BYTES = 256 * 1024;
export const MAX_TOTAL_BYTES = 9 * 1024 * 1024;

export const CAPTION_PREFIXES = ['Illustration:', 'Diagram:', 'Chart:', 'Mockup:'] as const;

export interface ManifestEntry {
  file: string;
  collection: PlannedImage['collection'];
  slug: string;
  role: Role;
  alt: string;
  caption: string;
  width: number;
  height: number;
  /** Its dark-theme rendering, beside it (see hasDarkRendering). */
  dark?: string;
  /** Its phone layout and that one's dark rendering, beside it (see hasPhoneRendering). */
  phone?: { file: string; dark: string };
}

export const plannedFile = (image: PlannedImage) =>
  `content/media/${image.collection}/${image.slug}/${image.name}.png`;

/**
 * A picture's dark-theme rendering sits beside it as `<name>.dark.png`: content names only
 * the light file, and the site finds the dark one by this name (lib/media/types.ts).
 */
export const plannedDarkFile = (image: PlannedImage) => darkSourceOf(plannedFile(image));

/** The phone layout: `<name>.phone.png`, and `<name>.phone.dark.png` for the dark theme. */
export const plannedPhoneFiles = (image: PlannedImage) => {
  const file = phoneSourceOf(plannedFile(image));
  return { file, dark: darkSourceOf(file) };
};

/** Every file the plan draws for one image. */
export const plannedFiles = (image: PlannedImage): string[] => [
  plannedFile(image),
  ...(hasDarkRendering(image.art) ? [plannedDarkFile(image)] : []),
  ...(hasPhoneRendering(image.art) ? Object.values(plannedPhoneFiles(image)) : []),
];

export function manifestEntry(image: PlannedImage): ManifestEntry {
  return {
    file: plannedFile(image),
    collection: image.collection,
    slug: image.slug,
    role: image.role,
    alt: image.alt,
    caption: image.caption,
    // The file's own size: the layout drawn at its wide scale.
    width: Math.round(image.width * wideScale(image.role)),
    height: Math.round(image.height * wideScale(image.role)),
    ...(hasDarkRendering(image.art) ? { dark: plannedDarkFile(image) } : {}),
    ...(hasPhoneRendering(image.art) ? { phone: plannedPhoneFiles(image) } : {}),
  };
}
