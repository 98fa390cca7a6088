import type { ReactNode } from 'react';

import ExternalLink from '@/components/ui/ExternalLink';
import Link from '@/components/ui/Link';
import type { Inline } from '@/lib/content/markdown';

import styles from './Markdown.module.css';

/** The element each kind of marked-up text is set in. */
const TAGS = { strong: 'strong', emphasis: 'em', delete: 'del' } as const;

/** Inline Markdown (lib/content/markdown.ts) as elements: shared by every block renderer. */
export function Inlines({ items }: { items: Inline[] }) {
  return items.map((item, index): ReactNode => {
    switch (item.type) {
      case 'text':
        return item.text;
      case 'strong':
      case 'emphasis':
      case 'delete': {
        const Tag = TAGS[item.type];
        return (
          <Tag key={index}>
            <Inlines items={item.children} />
          </Tag>
        );
      }
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
export const noteId = (id: string) => `fn-${id}`;
export const callId = (id: string, ref: number) => `fnref-${id}${ref > 1 ? `-${ref}` : ''}`;
