import ErrorPage from '@/components/templates/ErrorPage';
import { withContentProblems } from '@/lib/content/server/static-props';

/** No props of its own: the site-wide facts, so its footer reads as every other page's. */
export const getStaticProps = withContentProblems(async () => ({ props: {} }));

export default function NotFoundPage() {
  return (
    <ErrorPage
      title="Page not found"
      heading="We could not find that page"
      lead="The link may be old or the address mistyped. Everything we do is one click away from the home page."
    />
  );
}
