import Markdown from '@/components/ui/Markdown';
import type { Section as SectionData } from '@/lib/content/schema';

import FeatureList from './FeatureList';
import Section from './Section';
import styles from './Sections.module.css';

/**
 * Renders the free-form sections editors write for pages and landings, in shapes that vary
 * with the content: text alone becomes a full-width band (but never right after another
 * band: two would read as one repeated block split by a thin strip), and lists of points
 * alternate between cards and an icon list, so a page does not repeat one layout.
 */
export default function ContentSections({ sections }: { sections: SectionData[] }) {
  let lists = 0;
  let previousBand = false;
  return (
    <>
      {sections.map((section) => {
        const shape = section.items ? (lists++ % 2 === 0 ? 'cards' : 'icons') : undefined;
        const band = !section.items && !previousBand;
        previousBand = band;
        return (
          <Section
            key={section.id}
            id={section.id}
            heading={section.heading}
            shape={band ? 'band' : 'column'}
          >
            <Markdown doc={section.body} className={styles.prose} />
            {section.items && <FeatureList items={section.items} shape={shape} />}
          </Section>
        );
      })}
    </>
  );
}
