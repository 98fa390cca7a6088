import Markdown from '@/components/ui/Markdown';
import type { Section as SectionData } from '@/lib/content/schema';

import FeatureList from './FeatureList';
import Section from './Section';
import styles from './Sections.module.css';

interface SectionShape {
  section: 'band' | 'beside' | 'column';
  list?: 'cards' | 'icons';
}

/**
 * The shape of each of the free-form sections, varied with the content: text alone becomes a
 * full-width band (but never right after another band: two would read as one repeated block
 * split by a thin strip; the second keeps the heading beside the text, untinted), and lists of points alternate between cards and an icon list, so
 * a page does not repeat one layout.
 */
function shapesOf(sections: SectionData[]): SectionShape[] {
  const shapes: SectionShape[] = [];
  let lists = 0;
  for (const section of sections) {
    if (section.items) shapes.push({ section: 'column', list: lists++ % 2 === 0 ? 'cards' : 'icons' });
    else shapes.push({ section: shapes.at(-1)?.section === 'band' ? 'beside' : 'band' });
  }
  return shapes;
}

/** Renders the free-form sections editors write for pages and landings. */
export default function ContentSections({ sections }: { sections: SectionData[] }) {
  const shapes = shapesOf(sections);
  return (
    <>
      {sections.map((section, i) => (
        <Section key={section.id} id={section.id} heading={section.heading} shape={shapes[i]!.section}>
          <Markdown doc={section.body} className={styles.prose} />
          {section.items && <FeatureList items={section.items} shape={shapes[i]!.list} />}
        </Section>
      ))}
    </>
  );
}
