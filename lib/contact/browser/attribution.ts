/**
 * Campaign attribution: the utm_* parameters of the visit that brought someone here, kept in
 * local storage so a message sent later still names the campaign.
 */
export const ATTRIBUTION_STORAGE_KEY = 'utm_code';

/** The stored fields, in the order the helper writes them. */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export type UtmField = (typeof UTM_FIELDS)[number];
export type Attribution = Record<UtmField, string>;

/** The part of Storage we use; local storage may be missing or throw (privacy modes). */
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** An attribution from a query string, or null unless it has both utm_source and utm_medium. */
export function attributionFromQuery(search: string): Attribution | null {
  const query = new URLSearchParams(search);
  if (!query.get('utm_source') || !query.get('utm_medium')) return null;
  const entries = UTM_FIELDS.map((field) => [field, query.get(field) ?? '']);
  return Object.fromEntries(entries) as Attribution;
}

/** Stores the query's attribution when it qualifies; otherwise leaves any earlier one alone. */
export function saveAttribution(search: string, storage: KeyValueStore): void {
  const attribution = attributionFromQuery(search);
  if (!attribution) return;
  try {
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Storage full or blocked: attribution is a nicety, never a reason to break the page.
  }
}

function readAttribution(storage: KeyValueStore): Partial<Attribution> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null');
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** `utm_source=...&...&utm_content=...` from the stored value, or '' when none (or broken). */
export function attributionQueryString(storage: KeyValueStore | undefined): string {
  const stored = storage && readAttribution(storage);
  if (!stored) return '';
  return UTM_FIELDS.map((field) => {
    const value = stored[field];
    return `${field}=${encodeURIComponent(typeof value === 'string' ? value : '')}`;
  }).join('&');
}

/** Local storage, or undefined where reading it throws (sandboxed frames, blocked storage). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
