import StandardPage from '@/components/templates/StandardPage';
import { standardPageProps } from '@/lib/content/static-props';

export const getStaticProps = standardPageProps('/free-cybersecurity-ebook');
export default StandardPage;
