import { describe, expect, it } from 'vitest';

import { contactFacts } from '@/content/site';
import { CONTACT_FACT_LABELS, missingContactFacts, telHref } from '@/lib/content/contact-facts';

describe('contact facts the agency supplies', () => {
  it('warns about every fact left out, naming the file and the field', () => {
    const warnings = missingContactFacts({});
    expect(warnings).toHaveLength(Object.keys(CONTACT_FACT_LABELS).length);
    expect(warnings[0]).toBe(
      'content/site.ts: contactFacts.phone (phone number) is not supplied, so it is not shown',
    );
  });

  it('says nothing about a supplied fact, and treats a blank one as missing', () => {
    const warnings = missingContactFacts({ phone: '+1 (310) 000-0000', openingHours: '  ' });
    expect(warnings.some((w) => w.includes('contactFacts.phone'))).toBe(false);
    expect(warnings.some((w) => w.includes('contactFacts.openingHours'))).toBe(true);
  });

  it('holds no placeholder number from fiction (555-01xx)', () => {
    expect(contactFacts.phone ?? '').not.toMatch(/555-01\d\d/);
  });

  it('dials digits and the leading plus only', () => {
    expect(telHref('+1 (310) 000-0000')).toBe('tel:+13100000000');
  });
});
