/** Loaded on demand after the page has loaded, so replay stays out of the first-load JS. */
import { addIntegration, replayIntegration } from '@sentry/nextjs';
import { replayOptions } from '@/lib/sentry-options';

export function startReplay(): void {
  addIntegration(replayIntegration(replayOptions));
}
