import type { ContactFacts } from './schema';

/**
 * The file the agency writes its contact facts in: read by lib/content/server/source.ts,
 * edited in the web editor (cms-config.ts).
 */
export const CONTACT_FILE = 'content/contact.yaml';

/** What content:check names for each optional fact still missing. */
export const CONTACT_FACT_LABELS: Record<
  Exclude<keyof ContactFacts, 'email' | 'city' | 'region' | 'country'>,
  string
> = {
  phone: 'phone number',
  streetAddress: 'street address',
  postalCode: 'postal code',
  openingHours: 'office hours',
};

const isSupplied = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.length > 0 : Boolean(value?.trim());

/** The facts the agency has not supplied yet, as readable warnings. */
export function missingContactFacts(facts: Partial<ContactFacts>): string[] {
  return (Object.keys(CONTACT_FACT_LABELS) as (keyof typeof CONTACT_FACT_LABELS)[])
    .filter((key) => !isSupplied(facts[key]))
    .map(
      (key) => `${CONTACT_FILE}: ${key} (${CONTACT_FACT_LABELS[key]}) is not supplied, so it is not shown`,
    );
}

/** A tel: link for a number written for people: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * A link that finds the address on a map: a search link only (the page embeds and fetches
 * nothing), opened by whoever follows it.
 */
export const mapHref = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** "17:30" → "5:30 p.m.", "09:00" → "9 a.m.", as American readers write times. */
function timeInWords(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'a.m.' : 'p.m.';
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${suffix}`;
}

/**
 * Opening hours as schema.org writes them (content/contact.yaml, checked there) in words:
 * "Mo-Fr 09:00-17:00" → "Monday to Friday, 9 a.m. to 5 p.m.".
 */
export function hoursInWords(hours: string): string {
  const [days = '', span = ''] = hours.split(' ');
  const dayWords = days
    .split(',')
    .map((range) =>
      range
        .split('-')
        .map((day) => DAY_NAMES[day] ?? day)
        .join(' to '),
    )
    .join(', ');
  const [opens = '', closes = ''] = span.split('-');
  return `${dayWords}, ${timeInWords(opens)} to ${timeInWords(closes)}`;
}

/** The street address on one line, city and postal code included, as a map search reads it. */
export function addressLine(facts: ContactFacts): string {
  const place = `${facts.city}, ${facts.region}${facts.postalCode ? ` ${facts.postalCode}` : ''}`;
  return facts.streetAddress ? `${facts.streetAddress}, ${place}` : place;
}

/**
 * The facts as pages show them: the email and city, each other fact only when supplied.
 * Worded here, at build time (every page's props carry them), so the browser gets text
 * rather than the code that writes it.
 */
export interface ShownContactFacts {
  email: string;
  city: string;
  /** The state, e.g. CA. */
  region: string;
  phone?: string;
  phoneHref?: string;
  streetAddress?: string;
  postalCode?: string;
  /** One line each: "Monday to Friday, 9 a.m. to 5 p.m.". */
  hours?: string[];
  /** A map search for the street address. */
  mapHref?: string;
}

export function shownContactFacts(facts: ContactFacts): ShownContactFacts {
  const { email, city, region, phone, streetAddress, postalCode, openingHours } = facts;
  return {
    email,
    city,
    region,
    ...(phone && { phone, phoneHref: telHref(phone) }),
    ...(streetAddress && { streetAddress, mapHref: mapHref(addressLine(facts)) }),
    ...(postalCode && { postalCode }),
    ...(openingHours?.length && { hours: openingHours.map(hoursInWords) }),
  };
}
