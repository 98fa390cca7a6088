import ErrorPage from '@/components/templates/ErrorPage';

export default function NotFoundPage() {
  return (
    <ErrorPage
      title="Page not found"
      heading="We could not find that page"
      lead="The link may be old or the address mistyped. Everything we do is one click away from the home page."
    />
  );
}
