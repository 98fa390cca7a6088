import type { ComponentProps } from 'react';

import Link from '@/components/ui/Link';

import styles from './Button.module.css';

type Variant = 'primary' | 'secondary';

export const buttonClass = (variant: Variant = 'primary', extra?: string) =>
  [styles.button, variant === 'secondary' && styles.secondary, extra].filter(Boolean).join(' ');

/** A link that looks like a button (it navigates, so it stays a link for assistive tech). */
export default function ButtonLink({
  variant,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
