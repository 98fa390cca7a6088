import ResponsiveImage from '@/components/ui/ResponsiveImage';
import type { ContentImage } from '@/lib/content/schema';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';

import styles from './Sections.module.css';

/**
 * Our drawing beside a page's heading: the first screen's largest image, so it is preloaded
 * and never lazy. Its alt text says it is our drawing; the first screen carries no caption,
 * so a buyer reads the offer first.
 */
export function HeroPicture({ image }: { image: ContentImage }) {
  if (!image.rendered) return null;
  return (
    <figure className={styles.heroPicture}>
      <ResponsiveImage image={image.rendered} sizes={IMAGE_SIZES.heroMedia} priority />
    </figure>
  );
}

/** A wide drawing between a page's sections, so the text bands do not run on unbroken. */
export function SectionPicture({ image }: { image: ContentImage }) {
  if (!image.rendered) return null;
  return (
    <figure className={`container ${styles.sectionPicture}`}>
      <ResponsiveImage image={image.rendered} sizes={IMAGE_SIZES.caseWide} />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}
