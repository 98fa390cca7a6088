import { blogFeed, buildRss } from '@/lib/seo/rss';
import { textRoute } from '@/lib/seo/serve';

export const getServerSideProps = textRoute('application/rss+xml', () => buildRss(blogFeed()));
export default function Feed() {
  return null;
}
