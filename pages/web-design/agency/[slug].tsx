import LandingPage from '@/components/templates/LandingPage';
import { landingStaticPaths, landingStaticProps } from '@/lib/content/server/static-props';

export const getStaticPaths = landingStaticPaths('web-design-agency');
export const getStaticProps = landingStaticProps('web-design-agency');
export default LandingPage;
