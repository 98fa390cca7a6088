/* Rendered per request from the in-memory content (cheap) and cached by browsers and CDNs. */
import { textRoute } from '@/lib/seo/server/serve';
import { buildSitemap, siteMapEntries } from '@/lib/seo/server/sitemap';

export const getServerSideProps = textRoute('application/xml', () => buildSitemap(siteMapEntries()));
export default function Sitemap() {
  return null;
}
