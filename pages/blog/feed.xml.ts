import { cachedBlogRss } from '@/lib/seo/rss';
import { textRoute } from '@/lib/seo/serve';

export const getServerSideProps = textRoute('application/rss+xml', cachedBlogRss);
export default function Feed() {
  return null;
}
