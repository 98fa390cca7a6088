/** Calendar days as content writes them (YYYY-MM-DD), and which entries are live on a day. */
import { contentTodaySetting } from '@/lib/env';

/** True for a real day: 2026-02-29 and 2026-11-31 have the shape of a date but are no day. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The day a build publishes for: CONTENT_TODAY when set (a test, or a preview of a coming
 * day's site), else today in UTC, the clock of the daily rebuild (.github/workflows/).
 */
export function contentToday(
  env: Record<string, string | undefined> = { CONTENT_TODAY: contentTodaySetting() },
  now: Date = new Date(),
): string {
  const forced = env.CONTENT_TODAY;
  if (forced !== undefined) {
    if (!isCalendarDate(forced)) throw new Error(`CONTENT_TODAY is "${forced}": write a day as YYYY-MM-DD`);
    return forced;
  }
  return now.toISOString().slice(0, 10);
}

/** Why an entry is not on the public site yet; undefined once it is. */
export type Unpublished = { state: 'draft' } | { state: 'scheduled'; date: string };

export function unpublished(
  entry: { draft?: boolean; date?: string },
  today: string,
): Unpublished | undefined {
  if (entry.draft) return { state: 'draft' };
  // Days written YYYY-MM-DD sort as text.
  if (entry.date !== undefined && entry.date > today) return { state: 'scheduled', date: entry.date };
  return undefined;
}
