import type { CSSProperties } from 'react';

import type { CodeToken } from '@/lib/content/highlight';
import type { Block, Inline } from '@/lib/content/markdown';

import styles from './Markdown.module.css';
import { Inlines } from './MarkdownInlines';

function headCellText(items: Inline[]): string {
  return items.map((item) => (item.type === 'text' || item.type === 'code' ? item.text : '')).join('');
}

/** Highlighted code: each token carries both themes' colours; CSS picks one by the theme attribute. */
function CodeLines({ lines }: { lines: CodeToken[][] }) {
  return lines.map((line, index) => (
    <span key={index}>
      {index > 0 && '\n'}
      {line.map((token, at) => (
        <span key={at} style={{ '--light': token.light, '--dark': token.dark } as CSSProperties}>
          {token.text}
        </span>
      ))}
    </span>
  ));
}

/** A table or a code block of body copy, in its own chunk (components/ui/Markdown.tsx). */
export default function RichBlock({ block }: { block: Extract<Block, { type: 'table' | 'code' }> }) {
  switch (block.type) {
    case 'code':
      return (
        <pre className={styles.code} tabIndex={0}>
          <code data-lang={block.lang || undefined}>
            {block.lines ? <CodeLines lines={block.lines} /> : block.text}
          </code>
        </pre>
      );
    case 'table':
      return (
        // Wide tables scroll inside this box on a phone; keyboard users can scroll it too.
        <div
          className={styles.tableScroll}
          role="region"
          aria-label={`Table: ${block.head.map(headCellText).join(', ')}`}
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col" style={{ textAlign: block.align[index] ?? undefined }}>
                    <Inlines items={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} style={{ textAlign: block.align[index] ?? undefined }}>
                      <Inlines items={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
