/* City pages such as /los-angeles-web-design-company; any other top-level path is a 404. */
import LandingPage from '@/components/templates/LandingPage';
import { landingStaticPaths, landingStaticProps } from '@/lib/content/server/static-props';
import { landingLd } from '@/lib/seo/server/structured-data';

export const getStaticPaths = landingStaticPaths('city');
export const getStaticProps = landingStaticProps('city', landingLd);
export default LandingPage;
