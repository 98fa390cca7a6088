import Link from '@/components/ui/Link';
import { type Inline, parseInline, parseMarkdown } from '@/lib/content/markdown';

function Inlines({ items }: { items: Inline[] }) {
  return (
    <>
      {items.map((item, index) => {
        if (item.type === 'strong') return <strong key={index}>{item.text}</strong>;
        if (item.type === 'text') return item.text;
        return item.href.startsWith('/') ? (
          <Link key={index} href={item.href}>
            {item.text}
          </Link>
        ) : (
          <a key={index} href={item.href} rel="noopener noreferrer" target="_blank">
            {item.text}
          </a>
        );
      })}
    </>
  );
}

/** A single line of copy that may hold links or bold, without a wrapping paragraph. */
export function InlineMarkdown({ source }: { source: string }) {
  return <Inlines items={parseInline(source)} />;
}

/** Body copy written in the Markdown subset of lib/content/markdown.ts. */
export default function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className}>
      {parseMarkdown(source).map((block, index) => {
        switch (block.type) {
          case 'h2':
            return (
              <h2 key={index} id={block.id}>
                {block.text}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={index} id={block.id}>
                {block.text}
              </h3>
            );
          case 'ul':
            return (
              <ul key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>
                    <Inlines items={item} />
                  </li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={index}>
                <Inlines items={block.content} />
              </p>
            );
        }
      })}
    </div>
  );
}
