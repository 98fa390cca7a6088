import Link from 'next/link';
import { useRouter } from 'next/router';
import { primaryNav } from '@/content/site';
import SearchBox from '@/components/search/SearchBox';
import ButtonLink from '@/components/ui/ButtonLink';
import Logo from '@/components/ui/Logo';
import styles from './Header.module.css';

export default function Header() {
  const { asPath } = useRouter();
  const current = asPath.split(/[?#]/)[0];
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.brand}>
          <Logo />
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul>
            {primaryNav.map((link) => (
              <li key={link.href}>
                <Link href={link.href} aria-current={current === link.href ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <SearchBox />
          <ButtonLink href="/contact">Get Started</ButtonLink>
        </div>
      </div>
    </header>
  );
}
