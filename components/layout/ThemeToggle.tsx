import iconButton from '@/components/ui/IconButton.module.css';
import { otherTheme } from '@/lib/theme';

import styles from './ThemeToggle.module.css';
import { useTheme } from './useTheme';

/** A switch between the light and dark theme: pressed means dark. */
export default function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  return (
    <button
      type="button"
      className={iconButton.iconButton}
      aria-label="Dark theme"
      aria-pressed={theme === 'dark'}
      onClick={() => setTheme(otherTheme(theme ?? 'light'))}
    >
      {/* Both icons are drawn; CSS shows the one for the theme already on <html>, before hydration. */}
      <svg
        className={styles.moon}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
      </svg>
      <svg
        className={styles.sun}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
