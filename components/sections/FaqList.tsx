import Markdown from '@/components/ui/Markdown';
import type { Faq } from '@/lib/content/schema';

import styles from './Sections.module.css';

/** Native details/summary: keyboard and screen-reader support without any script. */
export default function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className={styles.faq}>
      {faqs.map((faq) => (
        <details key={faq.question}>
          <summary>{faq.question}</summary>
          <Markdown doc={faq.answer} />
        </details>
      ))}
    </div>
  );
}
