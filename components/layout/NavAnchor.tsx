import ExternalLink from '@/components/ui/ExternalLink';
import Link from '@/components/ui/Link';
import type { NavLink } from '@/lib/content/schema';
import { isExternal } from '@/lib/layout/nav';

/** One navigation link: internal ones mark the current page, external ones open a new tab. */
export default function NavAnchor({
  link,
  current,
  className,
}: {
  link: NavLink;
  current: string;
  className?: string;
}) {
  if (isExternal(link.href))
    return (
      <ExternalLink href={link.href} className={className}>
        {link.label}
      </ExternalLink>
    );
  return (
    <Link href={link.href} className={className} aria-current={link.href === current ? 'page' : undefined}>
      {link.label}
    </Link>
  );
}
