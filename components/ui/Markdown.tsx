import dynamic from 'next/dynamic';
import { createContext, type ReactNode, useContext } from 'react';

import ResponsiveImage from '@/components/ui/ResponsiveImage';
// Types only: the parser and its highlighter must never reach the browser bundle.
import type { Block, Footnote, ListItem, MarkdownDoc } from '@/lib/content/markdown';
import type { VideoRef } from '@/lib/content/video';
import { IMAGE_SIZES } from '@/lib/layout/image-sizes';

import styles from './Markdown.module.css';
import { callId, Inlines, noteId } from './MarkdownInlines';

/**
 * Its own chunk, loaded only by pages that show a video (still rendered on the server): the
 * consent reading it needs would otherwise add to every page's first-load JS.
 */
const VideoEmbed = dynamic(() => import('@/components/ui/VideoEmbed'));
/** Tables and code blocks, likewise: only posts have them, and every page renders Markdown. */
const RichBlock = dynamic(() => import('@/components/ui/MarkdownRich'));

type VideoProps = { video: VideoRef; title: string };
type RichProps = { block: Extract<Block, { type: 'table' | 'code' }> };

/**
 * What draws the blocks kept in chunks of their own. The web editor's preview renders to
 * static markup in one pass, where a lazily loaded chunk would draw nothing: it provides
 * the components themselves.
 */
export const LazyBlocks = createContext<{
  video: (props: VideoProps) => ReactNode;
  rich: (props: RichProps) => ReactNode;
}>({ video: (props) => <VideoEmbed {...props} />, rich: (props) => <RichBlock {...props} /> });

function VideoBlock(props: VideoProps) {
  return useContext(LazyBlocks).video(props);
}

function RichBlockView(props: RichProps) {
  return useContext(LazyBlocks).rich(props);
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
    case 'table':
      return <RichBlockView block={block} />;
    case 'video':
      return <VideoBlock video={block.video} title={block.title} />;
    case 'footnotes':
      return <FootnotesView notes={block.notes} />;
    case 'rule':
      return <hr className={styles.rule} />;
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
