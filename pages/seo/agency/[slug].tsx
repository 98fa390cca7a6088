import LandingPage, { landingStaticPaths, landingStaticProps } from '@/components/templates/LandingPage';

export const getStaticPaths = landingStaticPaths('seo-agency');
export const getStaticProps = landingStaticProps('seo-agency');
export default LandingPage;
