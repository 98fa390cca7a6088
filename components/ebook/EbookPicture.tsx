import themed from '@/components/ui/ResponsiveImage.module.css';
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

/**
 * A diagram with its caption; the caption describes it, so the image itself is not announced
 * twice. With a dark rendering, CSS shows the one for the theme, and a hidden lazy image is
 * never fetched.
 */
export function EbookFigure({ picture }: { picture: Picture }) {
  const image = (src: string, themeClass?: string) => (
    // eslint-disable-next-line @next/next/no-img-element -- build-time SVG: see above
    <img
      key={src}
      className={themeClass}
      src={src}
      alt=""
      width={picture.width}
      height={picture.height}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <figure className={styles.figure}>
      {picture.darkSrc
        ? [image(picture.src, themed.lightOnly), image(picture.darkSrc, themed.darkOnly)]
        : image(picture.src)}
      <figcaption>{picture.caption}</figcaption>
    </figure>
  );
}
