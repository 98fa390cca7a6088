/**
 * Contact facts the agency supplies itself (content/site.ts). A fact left undefined is
 * never shown or put in structured data: a made-up number or address reads as a template.
 */
export interface ContactFacts {
  /** As people should read it, e.g. "+1 (310) 000-0000"; the tel: link is derived. */
  phone?: string;
  /** Street and suite, shown above "El Segundo, CA". */
  streetAddress?: string;
  postalCode?: string;
  /** When the office is staffed, in words, e.g. "Monday to Friday, 9 a.m. to 5 p.m. Pacific time". */
  openingHours?: string;
}

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
