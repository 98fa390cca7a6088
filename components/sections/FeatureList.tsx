import { InlineMarkdown } from '@/components/ui/Markdown';
import { desktopColumns } from '@/lib/grid-columns';

import styles from './Sections.module.css';

/** A grid of titled points: what a service includes, why to choose us, and the like. */
export default function FeatureList({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ul className={styles.grid} data-columns={desktopColumns(items.length)}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3>{item.title}</h3>
          <p>
            <InlineMarkdown source={item.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
