import { cachedBlogRss } from '@/lib/seo/server/rss';
import { textRoute } from '@/lib/seo/server/serve';

export const getServerSideProps = textRoute('application/rss+xml', cachedBlogRss);
export default function Feed() {
  return null;
}
