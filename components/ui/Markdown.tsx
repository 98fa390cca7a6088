import type { ReactNode } from 'react';

import ExternalLink from '@/components/ui/ExternalLink';
import Link from '@/components/ui/Link';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import { type Block, type Inline, inlineContent, type MarkdownDoc } from '@/lib/content/markdown';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';

import styles from './Markdown.module.css';

function Inlines({ items }: { items: Inline[] }) {
  return items.map((item, index): ReactNode => {
    switch (item.type) {
      case 'text':
        return item.text;
      case 'strong':
        return (
          <strong key={index}>
            <Inlines items={item.children} />
          </strong>
        );
      case 'emphasis':
        return (
          <em key={index}>
            <Inlines items={item.children} />
          </em>
        );
      case 'delete':
        return (
          <del key={index}>
            <Inlines items={item.children} />
          </del>
        );
      case 'code':
        return <code key={index}>{item.text}</code>;
      case 'break':
        return <br key={index} />;
      case 'link':
        return item.href.startsWith('/') || item.href.startsWith('#') ? (
          <Link key={index} href={item.href}>
            <Inlines items={item.children} />
          </Link>
        ) : (
          <ExternalLink key={index} href={item.href}>
            <Inlines items={item.children} />
          </ExternalLink>
        );
    }
  });
}

function headCellText(items: Inline[]): string {
  return items.map((item) => (item.type === 'text' || item.type === 'code' ? item.text : '')).join('');
}

function BlockView({ block }: { block: Block }): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return (
        <Heading id={block.id}>
          <Inlines items={block.children} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p>
          <Inlines items={block.children} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        // A tight item is one paragraph: render its text without the wrapping <p>.
        <li key={index}>
          {item.length === 1 && item[0]?.type === 'paragraph' ? (
            <Inlines items={item[0].children} />
          ) : (
            <Blocks doc={item} />
          )}
        </li>
      ));
      return block.ordered ? (
        <ol start={block.start === 1 ? undefined : block.start}>{items}</ol>
      ) : (
        <ul>{items}</ul>
      );
    }
    case 'quote':
      return (
        <blockquote className={styles.quote}>
          <Blocks doc={block.children} />
        </blockquote>
      );
    case 'code':
      return (
        <pre className={styles.code} tabIndex={0}>
          <code data-lang={block.lang || undefined}>{block.text}</code>
        </pre>
      );
    case 'rule':
      return <hr className={styles.rule} />;
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
    case 'image':
      // The build resolves every image (lib/content/server/media.ts); unresolved ones exist only in unit tests.
      if (!block.rendered) return null;
      return (
        <figure className={styles.figure}>
          <ResponsiveImage image={block.rendered} sizes={IMAGE_SIZES.prose} />
          {block.image.caption && <figcaption>{block.image.caption}</figcaption>}
        </figure>
      );
  }
}

function Blocks({ doc }: { doc: MarkdownDoc }) {
  return doc.map((block, index) => <BlockView key={index} block={block} />);
}

/** A one-paragraph field (a lead, an item's text) rendered inline, without its paragraph. */
export function InlineMarkdown({ doc }: { doc: MarkdownDoc }) {
  return <Inlines items={inlineContent(doc)} />;
}

/** Body copy, parsed at build time (lib/content/markdown.ts), rendered as elements. */
export default function Markdown({ doc, className }: { doc: MarkdownDoc; className?: string }) {
  return (
    <div className={className}>
      <Blocks doc={doc} />
    </div>
  );
}
