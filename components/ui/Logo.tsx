import { site } from '@/content/site';

/** The wordmark: drawn inline so it inherits the theme's colours and costs no request. */
export default function Logo() {
  return (
    <svg width="164" height="32" viewBox="0 0 164 32" role="img" aria-label={site.name}>
      <rect x="0" y="4" width="24" height="24" rx="7" fill="var(--color-accent)" />
      <path d="M8 10h6.5a3.5 3.5 0 0 1 0 7H8zm0 7h7.5a3.5 3.5 0 0 1 0 7H8z" fill="none" stroke="var(--color-bg)" strokeWidth="2.4" />
      <text x="32" y="22" fontFamily="var(--font-display)" fontSize="18" fontWeight="700" fill="currentColor">
        Byer Company
      </text>
    </svg>
  );
}
