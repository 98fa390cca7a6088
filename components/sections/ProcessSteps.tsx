import { InlineMarkdown } from '@/components/ui/Markdown';
import { desktopColumns } from '@/lib/grid-columns';

import styles from './Sections.module.css';

export default function ProcessSteps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className={styles.steps} data-columns={desktopColumns(steps.length)}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>
            <InlineMarkdown source={step.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
