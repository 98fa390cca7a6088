import { site } from '@/lib/content/lists';

import styles from './Logo.module.css';

/**
 * The mark, drawn inline so it follows the theme's colours, beside the name as real text.
 * The name was SVG <text> once: that takes Chromium's slower SVG text layout and its own
 * font lookups on every first paint, and screen readers now read plain text.
 */
export default function Logo() {
  return (
    <span className={styles.logo}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect width="24" height="24" rx="7" fill="var(--color-accent)" />
        <path
          d="M8 6h6.5a3.5 3.5 0 0 1 0 7H8zm0 7h7.5a3.5 3.5 0 0 1 0 7H8z"
          fill="none"
          stroke="var(--color-bg)"
          strokeWidth="2.4"
        />
      </svg>
      <span className={styles.name}>{site.name}</span>
    </span>
  );
}
