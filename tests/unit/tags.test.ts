import { describe, expect, it } from 'vitest';

import { allChoices } from '@/lib/consent/categories';
import { adsTagUrl, anyTagConfigured, mayLoadVisitorTracker } from '@/lib/tags';

describe('tags', () => {
  it('builds the ads tag URL from its id', () => {
    expect(adsTagUrl('AW-123')).toBe('https://www.googletagmanager.com/gtag/js?id=AW-123');
  });

  it('loads the visitor tracker only with analytics consent', () => {
    expect(mayLoadVisitorTracker(null)).toBe(false);
    expect(mayLoadVisitorTracker(allChoices(false))).toBe(false);
    expect(mayLoadVisitorTracker({ ...allChoices(false), analytics: true })).toBe(true);
    expect(mayLoadVisitorTracker({ ...allChoices(true), analytics: false })).toBe(false);
  });

  it('has no tag configured without environment variables', () => {
    expect(anyTagConfigured).toBe(false);
  });
});
