/** Page 1 of a category's list lives at the category's own path: see pages/blog/page/1.ts. */
import type { GetServerSideProps } from 'next';

import { categoryPath } from '@/lib/routes';

export const getServerSideProps: GetServerSideProps<Record<string, never>, { slug: string }> = async ({
  params,
}) => ({
  redirect: { destination: categoryPath(encodeURIComponent(params!.slug)), permanent: true },
});

export default function CategoryPageOne() {
  return null;
}
