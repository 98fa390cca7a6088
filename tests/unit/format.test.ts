import { describe, expect, it } from 'vitest';

import { formatDate } from '@/lib/text/dates';

describe('formatDate', () => {
  it('writes an ISO date out in US English, whatever the time zone', () => {
    expect(formatDate('2026-03-14')).toBe('March 14, 2026');
    expect(formatDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('agrees with Intl for every month', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2026-${String(month).padStart(2, '0')}-09`;
      expect(formatDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });
});
