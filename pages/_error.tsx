import * as Sentry from '@sentry/nextjs';
import type { NextPageContext } from 'next';

import ContentProblemPage from '@/components/templates/ContentProblemPage';

import ServerErrorPage from './500';

interface Props {
  statusCode: number;
  /** `npm run dev` only: the content check's message, with each problem's place and fix. */
  contentProblems?: string;
}

/**
 * Next's fallback for errors at run time (404 and 500 have their own static pages): it
 * reports the error, then shows the same view as the 500 page, or in dev a content problem.
 */
export default function ErrorView({ contentProblems }: Props) {
  return contentProblems ? <ContentProblemPage problems={contentProblems} /> : <ServerErrorPage />;
}

ErrorView.getInitialProps = async (context: NextPageContext): Promise<Props> => {
  await Sentry.captureUnderscoreErrorException(context);
  const statusCode = context.res?.statusCode ?? context.err?.statusCode ?? 500;
  const { err } = context;
  if (process.env.NODE_ENV === 'development' && err?.name === 'ContentError')
    return { statusCode, contentProblems: err.message };
  return { statusCode };
};
