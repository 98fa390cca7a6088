import ErrorPage from '@/components/templates/ErrorPage';
import { withContentProblems } from '@/lib/content/server/static-props';

/** No props of its own: the site-wide facts, so its footer reads as every other page's. */
export const getStaticProps = withContentProblems(async () => ({ props: {} }));

export default function ServerErrorPage() {
  return (
    <ErrorPage
      title="Something broke"
      heading="Something went wrong on our side"
      lead="We have been told about it and are on it. Please try again in a moment, or head back to the home page."
    />
  );
}
