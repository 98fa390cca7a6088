import StandardPage from '@/components/templates/StandardPage';
import { standardPageProps } from '@/lib/content/server/static-props';
import { ROUTES } from '@/lib/routes';

export const getStaticProps = standardPageProps(ROUTES.about);
export default StandardPage;
