import { describe, expect, it } from 'vitest';

import {
  addressLine,
  CONTACT_FACT_LABELS,
  hoursInWords,
  mapHref,
  missingContactFacts,
  shownContactFacts,
  telHref,
} from '@/lib/content/contact-facts';
import { getContactFacts } from '@/lib/content/server';

/** The email and city every page states; the tests add the facts the agency may supply. */
const always = { email: 'hello@example.com', city: 'El Segundo', region: 'CA', country: 'US' };

describe('contact facts the agency supplies', () => {
  it('warns about every fact left out, naming the file and the field', () => {
    const warnings = missingContactFacts({});
    expect(warnings).toHaveLength(Object.keys(CONTACT_FACT_LABELS).length);
    expect(warnings[0]).toBe(
      'content/contact.yaml: phone (phone number) is not supplied, so it is not shown',
    );
  });

  it('says nothing about a supplied fact, and treats a blank or empty one as missing', () => {
    const warnings = missingContactFacts({ phone: '+1 310 000 0000', streetAddress: '  ', openingHours: [] });
    expect(warnings.some((w) => w.includes(': phone'))).toBe(false);
    expect(warnings.some((w) => w.includes(': streetAddress'))).toBe(true);
    expect(warnings.some((w) => w.includes(': openingHours'))).toBe(true);
  });

  it('holds no placeholder number from fiction (555-01xx) in the real content', () => {
    expect(getContactFacts().phone ?? '').not.toMatch(/555[ -.]?01\d\d/);
  });

  it('dials digits and the leading plus only', () => {
    expect(telHref('+1 (310) 000-0000')).toBe('tel:+13100000000');
  });

  it('writes schema.org opening hours in words', () => {
    expect(hoursInWords('Mo-Fr 09:00-17:00')).toBe('Monday to Friday, 9 a.m. to 5 p.m.');
    expect(hoursInWords('Sa 10:30-12:15')).toBe('Saturday, 10:30 a.m. to 12:15 p.m.');
    expect(hoursInWords('Mo,We-Th 00:00-23:59')).toBe('Monday, Wednesday to Thursday, 12 a.m. to 11:59 p.m.');
  });

  it('finds the whole address on a map by a search link, the city alone without a street', () => {
    const line = addressLine({ ...always, streetAddress: '1 Sample Street', postalCode: '90245' });
    expect(line).toBe('1 Sample Street, El Segundo, CA 90245');
    expect(addressLine(always)).toBe('El Segundo, CA');
    expect(mapHref(line)).toBe(
      'https://www.openstreetmap.org/search?query=1%20Sample%20Street%2C%20El%20Segundo%2C%20CA%2090245',
    );
  });

  it('hands pages the facts in words with their links, and nothing for a fact not supplied', () => {
    const city = { email: always.email, city: always.city, region: always.region };
    expect(shownContactFacts(always)).toEqual(city);
    expect(
      shownContactFacts({
        ...always,
        phone: '+1 (310) 000-0000',
        streetAddress: '1 Sample Street',
        openingHours: ['Mo-Fr 09:00-17:00'],
      }),
    ).toEqual({
      ...city,
      phone: '+1 (310) 000-0000',
      phoneHref: 'tel:+13100000000',
      streetAddress: '1 Sample Street',
      mapHref: mapHref(addressLine({ ...always, streetAddress: '1 Sample Street' })),
      hours: ['Monday to Friday, 9 a.m. to 5 p.m.'],
    });
  });
});
