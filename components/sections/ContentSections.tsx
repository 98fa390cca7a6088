import { Fragment, type ReactNode } from 'react';

import Markdown from '@/components/ui/Markdown';
import type { Section as SectionData } from '@/lib/content/schema';

import FeatureList from './FeatureList';
import Section from './Section';
import styles from './Sections.module.css';

interface SectionShape {
  section: 'band' | 'beside' | 'column';
  list?: 'cards' | 'icons';
}

/** At most this many sections in a row put their heading beside the text. */
export const MAX_BESIDE_IN_A_ROW = 2;

const isBeside = (shape?: SectionShape) => shape?.section === 'band' || shape?.section === 'beside';

/**
 * The shape of each free-form section, varied so a page does not repeat one layout: text alone
 * is a full-width band (never two in a row, which read as one block split by a strip), lists
 * alternate between cards and an icon list, and a third text in a row puts its heading above.
 */
export function shapesOf(sections: Pick<SectionData, 'items'>[]): SectionShape[] {
  const shapes: SectionShape[] = [];
  let lists = 0;
  for (const section of sections) {
    const run = shapes.slice(-MAX_BESIDE_IN_A_ROW);
    if (section.items) shapes.push({ section: 'column', list: lists++ % 2 === 0 ? 'cards' : 'icons' });
    else if (run.length === MAX_BESIDE_IN_A_ROW && run.every(isBeside)) shapes.push({ section: 'column' });
    else shapes.push({ section: shapes.at(-1)?.section === 'band' ? 'beside' : 'band' });
  }
  return shapes;
}

/** Where a picture goes between the sections: after the first two, or after the first of fewer. */
const interludeAfter = (count: number) => Math.min(MAX_BESIDE_IN_A_ROW, count) - 1;

/** Renders the free-form sections editors write for pages and landings, and a picture between them. */
export default function ContentSections({
  sections,
  interlude,
}: {
  sections: SectionData[];
  interlude?: ReactNode;
}) {
  const shapes = shapesOf(sections);
  const at = interludeAfter(sections.length);
  return (
    <>
      {sections.map((section, i) => (
        <Fragment key={section.id}>
          <Section id={section.id} heading={section.heading} shape={shapes[i]!.section}>
            <Markdown doc={section.body} className={styles.prose} />
            {section.items && <FeatureList items={section.items} shape={shapes[i]!.list} />}
          </Section>
          {i === at && interlude}
        </Fragment>
      ))}
    </>
  );
}
