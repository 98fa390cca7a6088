import dynamic from 'next/dynamic';
import { createContext, type CSSProperties, type ReactNode, useContext } from 'react';

import ExternalLink from '@/components/ui/ExternalLink';
import Link from '@/components/ui/Link';
import ResponsiveImage from '@/components/ui/ResponsiveImage';
import type { CodeToken } from '@/lib/content/highlight';
// Types only: the parser and its highlighter must never reach the browser bundle.
import type { Block, Footnote, Inline, ListItem, MarkdownDoc } from '@/lib/content/markdown';
import type { VideoRef } from '@/lib/content/video';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';

import styles from './Markdown.module.css';

/**
 * Its own chunk, loaded only by pages that show a video (still rendered on the server): the
 * consent reading it needs would otherwise add to every page's first-load JS.
 */
const VideoEmbed = dynamic(() => import('@/components/ui/VideoEmbed'));

/**
 * What draws a video block. The web editor's preview renders to static markup in one pass,
 * where a lazily loaded chunk would draw nothing: it provides the facade itself.
 */
export const VideoView = createContext<(props: VideoProps) => ReactNode>((props) => (
  <VideoEmbed {...props} />
));

type VideoProps = { video: VideoRef; title: string };

function VideoBlock(props: VideoProps) {
  const drawVideo = useContext(VideoView);
  return drawVideo(props);
}

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
        if (item.href.startsWith('/') || item.href.startsWith('#'))
          return (
            <Link key={index} href={item.href}>
              <Inlines items={item.children} />
            </Link>
          );
        // Mail and phone links open the visitor's own app, not a tab: no arrow, no warning.
        if (/^(mailto|tel):/.test(item.href))
          return (
            <a key={index} href={item.href}>
              <Inlines items={item.children} />
            </a>
          );
        return (
          <ExternalLink key={index} href={item.href}>
            <Inlines items={item.children} />
          </ExternalLink>
        );
      case 'footnoteRef':
        return (
          <sup key={index} className={styles.footnoteRef}>
            <a href={`#${noteId(item.id)}`} id={callId(item.id, item.ref)}>
              <span className="visually-hidden">Footnote </span>
              {item.number}
            </a>
          </sup>
        );
    }
  });
}

/** Anchors of a note and of each call of it (GitHub's scheme: fn-x, fnref-x, fnref-x-2). */
const noteId = (id: string) => `fn-${id}`;
const callId = (id: string, ref: number) => `fnref-${id}${ref > 1 ? `-${ref}` : ''}`;

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

function ListItemView({ item, tight }: { item: ListItem; tight: boolean }) {
  if (item.checked === undefined)
    return (
      <li>
        <Blocks doc={item.children} tight={tight} />
      </li>
    );
  // A task: a read-only checkbox labelled by the item's first paragraph.
  const [first, ...rest] = item.children;
  const text = first?.type === 'paragraph' ? first.children : [];
  return (
    <li className={styles.task}>
      <label>
        <input type="checkbox" checked={item.checked} disabled /> <Inlines items={text} />
      </label>
      <Blocks doc={first?.type === 'paragraph' ? rest : item.children} tight={tight} />
    </li>
  );
}

function FootnotesView({ notes }: { notes: Footnote[] }) {
  return (
    <section className={styles.footnotes} aria-labelledby="footnotes-heading">
      <h2 id="footnotes-heading" className="visually-hidden">
        Footnotes
      </h2>
      <ol>
        {notes.map((note) => {
          const last = note.children.at(-1);
          const backs = Array.from({ length: note.refs }, (_, index) => (
            <a
              key={index}
              href={`#${callId(note.id, index + 1)}`}
              aria-label={`Back to reference ${note.number}${note.refs > 1 ? ` (${index + 1})` : ''}`}
            >
              ↩︎
            </a>
          ));
          // The way back follows the note's last words, as on GitHub.
          return (
            <li key={note.id} id={noteId(note.id)}>
              {last?.type === 'paragraph' ? (
                <>
                  <Blocks doc={note.children.slice(0, -1)} />
                  <p>
                    <Inlines items={last.children} /> {backs}
                  </p>
                </>
              ) : (
                <>
                  <Blocks doc={note.children} />
                  <p>{backs}</p>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function BlockView({ block, tight = false }: { block: Block; tight?: boolean }): ReactNode {
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
      // In a tight list (CommonMark) an item's paragraphs are bare text: no paragraph spacing.
      return tight ? (
        <Inlines items={block.children} />
      ) : (
        <p>
          <Inlines items={block.children} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <ListItemView key={index} item={item} tight={block.tight} />
      ));
      const className = block.items.some((item) => item.checked !== undefined) ? styles.tasks : undefined;
      return block.ordered ? (
        <ol className={className} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul className={className}>{items}</ul>
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
          <code data-lang={block.lang || undefined}>
            {block.lines ? <CodeLines lines={block.lines} /> : block.text}
          </code>
        </pre>
      );
    case 'video':
      return <VideoBlock video={block.video} title={block.title} />;
    case 'footnotes':
      return <FootnotesView notes={block.notes} />;
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

function Blocks({ doc, tight }: { doc: MarkdownDoc; tight?: boolean }) {
  return doc.map((block, index) => <BlockView key={index} block={block} tight={tight} />);
}

/** A one-paragraph field (a lead, an item's text) rendered inline, without its paragraph. */
export function InlineMarkdown({ doc }: { doc: MarkdownDoc }) {
  const [first] = doc;
  return <Inlines items={first?.type === 'paragraph' ? first.children : []} />;
}

/** Body copy, parsed at build time (lib/content/markdown-parse.ts), rendered as elements. */
export default function Markdown({ doc, className }: { doc: MarkdownDoc; className?: string }) {
  return (
    <div className={className}>
      <Blocks doc={doc} />
    </div>
  );
}
