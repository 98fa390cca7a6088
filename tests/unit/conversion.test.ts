import { afterEach, describe, expect, it, vi } from 'vitest';

import { conversionTarget, reportContactConversion } from '@/lib/tags/browser/conversion';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('conversionTarget', () => {
  it('joins the ads id and the label', () => {
    expect(conversionTarget('AW-123', 'abcDEF')).toBe('AW-123/abcDEF');
  });

  it.each([
    ['', 'abc'],
    ['AW-1', ''],
    ['', ''],
  ])('is null unless both are set (%j, %j)', (id, label) => {
    expect(conversionTarget(id, label)).toBeNull();
  });
});

describe('reportContactConversion', () => {
  it('sends a conversion event to the ads tag', () => {
    const gtag = vi.fn();
    vi.stubGlobal('window', { gtag });
    expect(reportContactConversion('AW-123/abc')).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'conversion', { send_to: 'AW-123/abc' });
  });

  it('does nothing without a target or without the tag', () => {
    const gtag = vi.fn();
    vi.stubGlobal('window', { gtag });
    expect(reportContactConversion(null)).toBe(false);
    vi.stubGlobal('window', {});
    expect(reportContactConversion('AW-123/abc')).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });

  it('is off by default: no ads env in tests', () => {
    const gtag = vi.fn();
    vi.stubGlobal('window', { gtag });
    expect(reportContactConversion()).toBe(false);
  });
});

describe('reportEbookConversion', () => {
  it('reports under the ebook label, not the contact one', async () => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_ADS_ID', 'AW-9');
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL', 'contactLabel');
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_ADS_EBOOK_CONVERSION_LABEL', 'ebookLabel');
    vi.resetModules();
    const { reportEbookConversion } = await import('@/lib/tags/browser/conversion');
    const gtag = vi.fn();
    vi.stubGlobal('window', { gtag });
    expect(reportEbookConversion()).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'conversion', { send_to: 'AW-9/ebookLabel' });
    vi.unstubAllEnvs();
  });

  it('is off without its own label', async () => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_ADS_ID', 'AW-9');
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_ADS_CONVERSION_LABEL', 'contactLabel');
    vi.resetModules();
    const { reportEbookConversion } = await import('@/lib/tags/browser/conversion');
    vi.stubGlobal('window', { gtag: vi.fn() });
    expect(reportEbookConversion()).toBe(false);
    vi.unstubAllEnvs();
  });
});
