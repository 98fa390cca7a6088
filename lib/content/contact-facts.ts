import type { ContactFacts } from './schema';

/** What content:check names for each fact still missing. */
export const CONTACT_FACT_LABELS: Record<keyof ContactFacts, string> = {
  phone: 'phone number',
  streetAddress: 'street address',
  postalCode: 'postal code',
  openingHours: 'office hours',
};

/** The facts the agency has not supplied yet, as readable warnings. */
export function missingContactFacts(facts: ContactFacts): string[] {
  return (Object.keys(CONTACT_FACT_LABELS) as (keyof ContactFacts)[])
    .filter((key) => !facts[key]?.trim())
    .map(
      (key) =>
        `content/site.ts: contactFacts.${key} (${CONTACT_FACT_LABELS[key]}) is not supplied, so it is not shown`,
    );
}

/** A tel: link for a number written for people: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
