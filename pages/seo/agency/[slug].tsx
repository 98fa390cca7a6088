import LandingPage from '@/components/templates/LandingPage';
import { landingStaticPaths, landingStaticProps } from '@/lib/content/server/static-props';

export const getStaticPaths = landingStaticPaths('seo-agency');
export const getStaticProps = landingStaticProps('seo-agency');
export default LandingPage;
