import type { ReactNode } from 'react';
import Footer from './Footer';
import Header from './Header';
import styles from './Layout.module.css';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      {/* tabIndex lets the skip link move focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
