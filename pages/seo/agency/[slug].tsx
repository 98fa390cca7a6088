import LandingPage from '@/components/templates/LandingPage';
import { landingStaticPaths, landingStaticProps } from '@/lib/content/server/static-props';
import { landingLd } from '@/lib/seo/server/structured-data';

export const getStaticPaths = landingStaticPaths('seo-agency');
export const getStaticProps = landingStaticProps('seo-agency', landingLd);
export default LandingPage;
