import Markdown from '@/components/ui/Markdown';
import type { Section as SectionData } from '@/lib/content/schema';

import FeatureList from './FeatureList';
import Section from './Section';
import styles from './Sections.module.css';

/** Renders the free-form sections editors write for pages and landings. */
export default function ContentSections({ sections }: { sections: SectionData[] }) {
  return (
    <>
      {sections.map((section) => (
        <Section key={section.id} id={section.id} heading={section.heading}>
          <Markdown doc={section.body} className={styles.prose} />
          {section.items && <FeatureList items={section.items} />}
        </Section>
      ))}
    </>
  );
}
