/**
 * Page 1 of the blog list lives at the list's own path (lib/content/pagination.ts). A page
 * answers the redirect, not next.config's redirects(), whose answers carry none of the
 * security headers (Next sends them before its header rules apply).
 */
import type { GetServerSideProps } from 'next';

import { ROUTES } from '@/lib/routes';

export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: ROUTES.blog, permanent: true },
});

export default function BlogPageOne() {
  return null;
}
