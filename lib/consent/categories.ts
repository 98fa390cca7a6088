/** The consent categories, in the order the panel lists them. */
export const CONSENT_CATEGORIES = [
  'necessary',
  'functional',
  'analytics',
  'performance',
  'advertisement',
] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** One yes/no per category; `necessary` is always true. */
export type ConsentChoices = Record<ConsentCategory, boolean>;

export const CATEGORY_INFO: Record<ConsentCategory, { label: string; description: string }> = {
  necessary: {
    label: 'Necessary',
    description: 'Keeps the site working and secure, and remembers your cookie choices. Always on.',
  },
  functional: {
    label: 'Functional',
    description: 'Remembers preferences and enables extra features such as embedded content.',
  },
  analytics: {
    label: 'Analytics',
    description: 'Counts visits and shows us which pages help people, so we can improve them.',
  },
  performance: {
    label: 'Performance',
    description: 'Measures load times and errors so we can keep pages fast.',
  },
  advertisement: {
    label: 'Advertisement',
    description: 'Measures our ad campaigns and lets ad partners show you relevant ads.',
  },
};

/** Every category set to `granted`, except necessary which cannot be switched off. */
export function allChoices(granted: boolean): ConsentChoices {
  return {
    necessary: true,
    functional: granted,
    analytics: granted,
    performance: granted,
    advertisement: granted,
  };
}
