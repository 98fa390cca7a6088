/** The ads conversions for the contact endpoint's forms (the ads tag itself is loaded elsewhere). */
import { adsConversionEnv } from '@/lib/env';

type Gtag = (command: 'event', action: string, params: Record<string, unknown>) => void;

/** `AW-123/abcDEF`, or null unless both the ads id and the conversion label are set. */
export function conversionTarget(adsId: string, conversionLabel: string): string | null {
  return adsId && conversionLabel ? `${adsId}/${conversionLabel}` : null;
}

/** Reports the conversion when configured and the tag is on the page; returns whether it did. */
export function reportContactConversion(
  target = conversionTarget(adsConversionEnv.adsId, adsConversionEnv.conversionLabel),
): boolean {
  const gtag = typeof window === 'undefined' ? undefined : (window as { gtag?: Gtag }).gtag;
  if (!target || typeof gtag !== 'function') return false;
  gtag('event', 'conversion', { send_to: target });
  return true;
}

/** The ebook request's own conversion, under its own label. */
export function reportEbookConversion(
  target = conversionTarget(adsConversionEnv.adsId, adsConversionEnv.ebookConversionLabel),
): boolean {
  return reportContactConversion(target);
}
