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
 * A content image as AVIF then WebP at several widths, sized so nothing shifts. A dark
 * rendering is written as a second image that CSS hides in the other theme: both are lazy,
 * since a hidden lazy image is never fetched, and a first-screen pair is preloaded once, the
 * rendering of the visitor's colour scheme, so it paints as early as an eager one.
 * A phone rendering comes first, under the phone media query, with its own size.
 */
export default function ResponsiveImage({ image, sizes, priority = false, className }: ResponsiveImageProps) {
  const phone = image.phone;
  // A light picture shown as is on the dark page is dimmed there (lib/media/types.ts darkDimming).
  const dim = image.darkDim
    ? { className: styles.dimInDark, style: { '--dark-dim': image.darkDim } as CSSProperties }
    : undefined;
  const twins = image.dark !== undefined;
  const preload = (files: Files, media?: string) => {
    const [first] = files.sources;
    return (
      first && (
        <link
          key={`preload-${files.src}`}
          rel="preload"
          as="image"
          type={first.type}
          imageSrcSet={first.srcSet}
          imageSizes={sizes}
          media={media}
          fetchPriority="high"
        />
      )
    );
  };
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
        loading={priority && !twins ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
  return (
    <>
      {priority && (
        <Head>
          {image.dark
            ? [
                preload(image, '(prefers-color-scheme: light)'),
                preload(image.dark, '(prefers-color-scheme: dark)'),
              ]
            : preload(image)}
        </Head>
      )}
      {image.dark ? (
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
