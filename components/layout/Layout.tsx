import { Activity, Fragment, type ReactNode } from 'react';

import { firstPaintTricks } from '@/lib/env';

import Footer, { type ClosingPitch } from './Footer';
import Header from './Header';
import InteractiveMark from './InteractiveMark';
import styles from './Layout.module.css';

/** next.config.ts passes the switch to the browser build, so server and client agree. */
const HydrationBoundary = firstPaintTricks() ? Activity : Fragment;

interface LayoutProps {
  children: ReactNode;
  /** A notice that asks for an answer (the cookie banner): right after the skip link, so
   *  keyboard and screen-reader users meet it at once, not after the whole page. */
  notice?: ReactNode;
  /** The page's own words above the footer form, if it has any. */
  closingPitch?: ClosingPitch;
}

export default function Layout({ children, notice, closingPitch }: LayoutProps) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      {notice}
      {/* The page sits in an Activity boundary: React hydrates it after the first paint in
          small interruptible slices instead of one long task, and a click on a part not
          hydrated yet hydrates that part first and is then replayed. */}
      <HydrationBoundary>
        <Header />
        {/* tabIndex lets the skip link move focus here, not only the scroll position. */}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer pitch={closingPitch} />
        <InteractiveMark />
      </HydrationBoundary>
    </>
  );
}
