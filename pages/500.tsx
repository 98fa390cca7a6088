import ErrorPage from '@/components/templates/ErrorPage';

export default function ServerErrorPage() {
  return (
    <ErrorPage
      title="Something broke"
      heading="Something went wrong on our side"
      lead="We have been told about it and are on it. Please try again in a moment, or head back to the home page."
    />
  );
}
