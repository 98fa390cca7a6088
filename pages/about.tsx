import StandardPage, { standardPageProps } from '@/components/templates/StandardPage';

export const getStaticProps = standardPageProps('/about');
export default StandardPage;
