import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';

import SearchBox from '@/components/search/SearchBox';
import ButtonLink from '@/components/ui/ButtonLink';
import iconButton from '@/components/ui/IconButton.module.css';
import Link from '@/components/ui/Link';
import Logo from '@/components/ui/Logo';
import { menus, primaryNav } from '@/lib/content/lists';
import { HEADER_AT_TOP, nextHeaderState, sameHeaderState } from '@/lib/layout/header-scroll';
import { ACTION_LABELS, topLevelNav } from '@/lib/layout/nav';
import { ROUTES } from '@/lib/routes';

import DesktopNav from './DesktopNav';
import styles from './Header.module.css';
import ScrollProgress from './ScrollProgress';
import ThemeToggle from './ThemeToggle';
import { useScrollFrame } from './useScrollFrame';

const navItems = topLevelNav(primaryNav, menus);
const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The phone menu (about a hundred elements) is built the first time a visitor opens it,
 * not on every page start; its code is fetched as soon as the burger is pointed at or focused.
 */
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = dynamic(loadMobileMenu, { ssr: false });

/** Background and hide-on-scroll state; re-renders only when one of the two flips. */
function useHeaderScroll() {
  const [state, setState] = useState(HEADER_AT_TOP);
  const latest = useRef(HEADER_AT_TOP);
  const lastY = useRef<number | null>(null);
  useScrollFrame((scrollY) => {
    const next = nextHeaderState(lastY.current ?? scrollY, scrollY, latest.current);
    lastY.current = scrollY;
    if (sameHeaderState(next, latest.current)) return;
    latest.current = next;
    setState(next);
  });
  return state;
}

export default function Header() {
  const { scrolled, hidden } = useHeaderScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuBuilt, setMenuBuilt] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    if (wasOpen.current && !menuOpen) burger.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  return (
    <>
      <ScrollProgress />
      <header
        className={styles.header}
        data-scrolled={scrolled || undefined}
        data-hidden={(hidden && !menuOpen) || undefined}
      >
        <div className={`container ${styles.inner}`}>
          <Link href={ROUTES.home} className={styles.brand}>
            <Logo />
          </Link>
          <DesktopNav items={navItems} />
          <div className={styles.actions}>
            <div className={styles.search}>
              <SearchBox />
            </div>
            <ThemeToggle />
            <ButtonLink href={ROUTES.contact} className={styles.getStarted}>
              {ACTION_LABELS.contact}
            </ButtonLink>
            <button
              ref={burger}
              type="button"
              className={`${iconButton.iconButton} ${styles.burger}`}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onPointerEnter={loadMobileMenu}
              onFocus={loadMobileMenu}
              onClick={() => {
                setMenuBuilt(true);
                setMenuOpen(true);
              }}
            >
              <span className="visually-hidden">Menu</span>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
        </div>
      </header>
      {/* Outside <header>: its transform would otherwise become the fixed panel's frame. */}
      {menuBuilt && <MobileMenu id={MOBILE_MENU_ID} items={navItems} open={menuOpen} onClose={closeMenu} />}
    </>
  );
}
