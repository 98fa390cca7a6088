import StandardPage from '@/components/templates/StandardPage';
import { standardPageProps } from '@/lib/content/static-props';

export const getStaticProps = standardPageProps('/about');
export default StandardPage;
