import { useRouter } from 'next/router';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';

import SearchBox from '@/components/search/SearchBox';
import ButtonLink from '@/components/ui/ButtonLink';
import iconButton from '@/components/ui/IconButton.module.css';
import Link from '@/components/ui/Link';
import Logo from '@/components/ui/Logo';
import { wrapFocus } from '@/lib/layout/browser/focus-trap';
import { groupLinks, pathOf, type TopLevelItem } from '@/lib/layout/nav';
import { ACTION_LABELS } from '@/lib/layout/nav';
import { ROUTES } from '@/lib/routes';

import Chevron from './Chevron';
import styles from './MobileMenu.module.css';
import NavAnchor from './NavAnchor';

interface MobileMenuProps {
  id: string;
  items: TopLevelItem[];
  open: boolean;
  onClose: () => void;
}

/** The small-screen menu: a modal panel with a top level and one dropdown group at a time. */
export default function MobileMenu({ id, items, open, onClose }: MobileMenuProps) {
  const router = useRouter();
  const current = pathOf(router.asPath);
  const panel = useRef<HTMLDivElement>(null);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [lastGroup, setLastGroup] = useState<string | null>(null);

  // Closed menus start again from the top level.
  if (!open && (openGroup || lastGroup)) {
    setOpenGroup(null);
    setLastGroup(null);
  }

  useEffect(() => {
    if (!open) return;
    router.events.on('routeChangeStart', onClose);
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      router.events.off('routeChangeStart', onClose);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose, router.events]);

  // Focus follows the visitor: into the menu on opening, to Back in a group, to the group's button on return.
  useEffect(() => {
    if (!open || !panel.current) return;
    const target = openGroup
      ? panel.current.querySelector<HTMLElement>(`[role="group"]:not([hidden]) [data-back]`)
      : lastGroup
        ? panel.current.querySelector<HTMLElement>(`[data-group="${lastGroup}"]`)
        : panel.current.querySelector<HTMLElement>('[data-close]');
    target?.focus();
  }, [open, openGroup, lastGroup]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const next = wrapFocus(panel.current, document.activeElement, event.shiftKey);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  // A link to the page already shown starts no route change, so any link click closes too.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) onClose();
  };

  const groups = items.filter((item) => item.kind === 'group');

  return (
    <div
      id={id}
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      className={styles.panel}
      hidden={!open}
      onKeyDown={keepFocusInside}
      onClick={closeOnLink}
    >
      <div className={styles.top}>
        <Link href={ROUTES.home} className={styles.brand}>
          <Logo />
        </Link>
        <button type="button" className={iconButton.iconButton} onClick={onClose} data-close>
          <span className="visually-hidden">Close menu</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={styles.search}>
        <SearchBox />
      </div>
      <nav aria-label="Mobile" className={styles.body}>
        <ul className={styles.list} hidden={openGroup !== null}>
          {items.map((item) =>
            item.kind === 'link' ? (
              <li key={item.link.href}>
                <NavAnchor link={item.link} current={current} className={styles.link} />
              </li>
            ) : (
              <li key={item.menu.group}>
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => setOpenGroup(item.menu.group)}
                  data-group={item.menu.group}
                >
                  {item.menu.group}
                  <Chevron direction="right" size={14} />
                </button>
              </li>
            ),
          )}
        </ul>
        {groups.map(({ menu }) => (
          <div
            key={menu.group}
            role="group"
            aria-label={menu.group}
            className={styles.group}
            hidden={openGroup !== menu.group}
          >
            <button
              type="button"
              className={styles.back}
              onClick={() => {
                setLastGroup(openGroup);
                setOpenGroup(null);
              }}
              data-back
            >
              <Chevron direction="left" size={14} />
              Back
            </button>
            <p className={styles.groupName} aria-hidden="true">
              {menu.group}
            </p>
            <ul className={styles.list}>
              {groupLinks(menu).map((link) => (
                <li key={link.href}>
                  <NavAnchor link={link} current={current} className={styles.link} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.footer}>
        <ButtonLink href={ROUTES.contact} className={styles.cta}>
          {ACTION_LABELS.contactInMenu}
        </ButtonLink>
      </div>
    </div>
  );
}
