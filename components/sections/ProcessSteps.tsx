import { InlineMarkdown } from '@/components/ui/Markdown';
import type { MarkdownDoc } from '@/lib/content/markdown';
import { desktopColumns } from '@/lib/layout/grid-columns';

import styles from './Sections.module.css';

export default function ProcessSteps({ steps }: { steps: { title: string; text: MarkdownDoc }[] }) {
  return (
    <ol className={styles.steps} data-columns={desktopColumns(steps.length)}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>
            <InlineMarkdown doc={step.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
