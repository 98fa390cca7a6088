import LandingPage, { landingStaticPaths, landingStaticProps } from '@/components/templates/LandingPage';

export const getStaticPaths = landingStaticPaths('web-design-agency');
export const getStaticProps = landingStaticProps('web-design-agency');
export default LandingPage;
