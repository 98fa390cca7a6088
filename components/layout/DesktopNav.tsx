import { useRouter } from 'next/router';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

import { groupLinks, pathOf, type TopLevelItem } from '@/lib/layout/nav';

import Chevron from './Chevron';
import styles from './Header.module.css';
import NavAnchor from './NavAnchor';

/** The wide-screen bar: plain links and three disclosure dropdowns (hover or click). */
export default function DesktopNav({ items }: { items: TopLevelItem[] }) {
  const router = useRouter();
  const current = pathOf(router.asPath);
  const [open, setOpen] = useState<string | null>(null);
  const openedByHover = useRef(false);

  useEffect(() => {
    const close = () => setOpen(null);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(null);
    event.currentTarget.querySelector('button')?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };

  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.navList}>
        {items.map((item) => {
          if (item.kind === 'link')
            return (
              <li key={item.link.href}>
                <NavAnchor link={item.link} current={current} className={styles.navLink} />
              </li>
            );
          const { group } = item.menu;
          const links = groupLinks(item.menu);
          const isOpen = open === group;
          const panelId = `nav-${group.toLowerCase()}`;
          return (
            <li
              key={group}
              className={styles.navGroup}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return;
                openedByHover.current = true;
                setOpen(group);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse' && openedByHover.current) setOpen(null);
              }}
            >
              <button
                type="button"
                className={styles.navLink}
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-active={links.some((link) => link.href === current) || undefined}
                onClick={() => {
                  // A click after hovering keeps the panel open instead of closing it at once.
                  setOpen(isOpen && !openedByHover.current ? null : group);
                  openedByHover.current = false;
                }}
              >
                {group}
                <Chevron direction="down" size={12} className={styles.chevron} />
              </button>
              <div
                id={panelId}
                className={styles.panel}
                data-wide={links.length > 6 || undefined}
                hidden={!isOpen}
              >
                <ul>
                  {links.map((link) => (
                    <li key={link.href}>
                      <NavAnchor link={link} current={current} className={styles.panelLink} />
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
