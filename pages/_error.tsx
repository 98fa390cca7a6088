import * as Sentry from '@sentry/nextjs';
import type { NextPageContext } from 'next';

import ServerErrorPage from './500';

/**
 * Next's fallback for errors at run time (404 and 500 have their own static pages): it
 * reports the error, then shows the same view as the 500 page.
 */
export default function ErrorView() {
  return <ServerErrorPage />;
}

ErrorView.getInitialProps = async (context: NextPageContext) => {
  await Sentry.captureUnderscoreErrorException(context);
  return { statusCode: context.res?.statusCode ?? context.err?.statusCode ?? 500 };
};
