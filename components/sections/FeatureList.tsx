import { InlineMarkdown } from '@/components/ui/Markdown';
import type { MarkdownDoc } from '@/lib/content/markdown';

import styles from './Sections.module.css';

/** A grid of titled points: what a service includes, why to choose us, and the like. */
export default function FeatureList({ items }: { items: { title: string; text: MarkdownDoc }[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3>{item.title}</h3>
          <p>
            <InlineMarkdown doc={item.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
