/* City pages such as /los-angeles-web-design-company; any other top-level path is a 404. */
import LandingPage, { landingStaticPaths, landingStaticProps } from '@/components/templates/LandingPage';

export const getStaticPaths = landingStaticPaths('city');
export const getStaticProps = landingStaticProps('city');
export default LandingPage;
