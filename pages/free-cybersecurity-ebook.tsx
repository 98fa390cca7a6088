import StandardPage, { standardPageProps } from '@/components/templates/StandardPage';

export const getStaticProps = standardPageProps('/free-cybersecurity-ebook');
export default StandardPage;
