import { publicEnv } from '@/lib/env';
import { buildRobots } from '@/lib/seo/robots';
import { textRoute } from '@/lib/seo/server/serve';
import { SITEMAP_PATH } from '@/lib/seo/server/sitemap';

export const getServerSideProps = textRoute('text/plain', () =>
  buildRobots(`${publicEnv.siteUrl}${SITEMAP_PATH}`),
);
export default function Robots() {
  return null;
}
