import type { EbookPicture as Picture } from '@/lib/ebook/server/page-props';

import styles from './Ebook.module.css';

/**
 * The guide's cover and diagrams, SVG drawn at build time, as plain <img> (as Artwork does):
 * next/image cannot optimise SVG, and the explicit size keeps the layout still.
 */
export function EbookCover({ picture, alt }: { picture: Omit<Picture, 'caption'>; alt: string }) {
  return (
    <figure className={styles.coverFigure}>
      {/* eslint-disable-next-line @next/next/no-img-element -- build-time SVG: see above */}
      <img
        className={styles.cover}
        src={picture.src}
        alt={alt}
        width={picture.width}
        height={picture.height}
        fetchPriority="high"
      />
    </figure>
  );
}

/** A diagram with its caption; the caption describes it, so the image itself is not announced twice. */
export function EbookFigure({ picture }: { picture: Picture }) {
  return (
    <figure className={styles.figure}>
      {/* eslint-disable-next-line @next/next/no-img-element -- build-time SVG: see above */}
      <img
        src={picture.src}
        alt=""
        width={picture.width}
        height={picture.height}
        loading="lazy"
        decoding="async"
      />
      <figcaption>{picture.caption}</figcaption>
    </figure>
  );
}
