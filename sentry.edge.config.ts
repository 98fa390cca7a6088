/** Edge runtime error reporting, loaded from instrumentation.ts. */
import * as Sentry from '@sentry/nextjs';

import { sentryOptions } from '@/lib/sentry/options';

Sentry.init(sentryOptions);
