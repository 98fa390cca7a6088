import Head from 'next/head';
import type { CSSProperties } from 'react';

import { PHONE_MEDIA } from '@/lib/layout/image-sizes';
import type { RenderedImage } from '@/lib/media/types';

import styles from './ResponsiveImage.module.css';

interface ResponsiveImageProps {
  image: RenderedImage;
  /** How wide the image shows at each viewport width, so the browser picks a file. */
  sizes: string;
  /**
   * The largest image of the first screen: preloaded and never lazy, so it paints as
   * early as the text around it. At most one per page.
   */
  priority?: boolean;
  className?: string;
}

type Files = Pick<RenderedImage, 'sources' | 'src'>;
type Sources = RenderedImage['sources'];

/**
 * A content image in modern formats: AVIF, then WebP, at several widths, with its intrinsic
 * size so the page keeps its place while the file loads. An image with a dark rendering is
 * written twice, and CSS hides the one that does not match the theme (`data-theme` on
 * <html>, set before the body paints): a hidden lazy image is never fetched, so each theme
 * downloads one file. The first-screen image (`priority`, eager) is always cover art, which
 * is drawn for both themes, so it never has a dark twin to fetch by mistake. A labelled
 * picture drawn for phones too gets its phone rendering first, under the phone media query,
 * with its own width and height so the browser reserves the phone shape.
 */
export default function ResponsiveImage({ image, sizes, priority = false, className }: ResponsiveImageProps) {
  const [best] = image.sources;
  const phone = image.phone;
  // A light picture shown as is on the dark page is dimmed there (lib/media/types.ts darkDimming).
  const dim = image.darkDim
    ? { className: styles.dimInDark, style: { '--dark-dim': image.darkDim } as CSSProperties }
    : undefined;
  const picture = (files: Files, phoneSources?: Sources, themeClass = '', shownInDark = true) => (
    <picture>
      {phone &&
        phoneSources?.map((source) => (
          <source
            key={`phone-${source.type}`}
            media={PHONE_MEDIA}
            type={source.type}
            srcSet={source.srcSet}
            sizes={sizes}
            width={phone.width}
            height={phone.height}
          />
        ))}
      {/* Each source carries the sizes; the <img> has one file (no srcset), so none of its own. */}
      {files.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={[styles.image, themeClass, shownInDark ? dim?.className : '', className ?? '']
          .filter(Boolean)
          .join(' ')}
        style={shownInDark ? dim?.style : undefined}
        src={files.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
  return (
    <>
      {priority && best && (
        <Head>
          <link
            key={`preload-${image.src}`}
            rel="preload"
            as="image"
            type={best.type}
            imageSrcSet={best.srcSet}
            imageSizes={sizes}
            fetchPriority="high"
          />
        </Head>
      )}
      {image.dark && !priority ? (
        <>
          {picture(image, phone?.sources, styles.lightOnly, false)}
          {picture(image.dark, phone?.dark?.sources, styles.darkOnly)}
        </>
      ) : (
        picture(image, phone?.sources)
      )}
    </>
  );
}
