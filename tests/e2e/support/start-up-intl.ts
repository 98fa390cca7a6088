/** What RECORD_START_UP_INTL leaves on the page's window. */
export interface StartUpIntlRecord {
  __startUpIntl: string[];
}

/**
 * Init script: records every Intl formatter built, and every locale-aware conversion, until the
 * page marks itself interactive (`data-interactive`, passed in: an init script has no imports).
 * The first of them builds ICU's data, a cost a slow phone feels at start-up; afterwards, in
 * answer to a visitor, it is free to.
 */
export const RECORD_START_UP_INTL = (interactiveAttribute: string) => {
  const store: string[] = [];
  (window as unknown as StartUpIntlRecord).__startUpIntl = store;
  const starting = () => !document.documentElement?.hasAttribute(interactiveAttribute);
  const record = (name: string) => {
    if (!starting()) return;
    // The first frame of ours below this one says who called it.
    const caller = (new Error().stack ?? '').split('\n').slice(3, 4).join('').trim();
    store.push(`${name} ${caller}`);
  };
  for (const name of [
    'NumberFormat',
    'DateTimeFormat',
    'Collator',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
  ] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    const Wrapped = function (this: unknown, ...args: unknown[]) {
      record(`Intl.${name}`);
      return new Original(...args);
    } as unknown as typeof Original;
    Object.defineProperty(Wrapped, 'prototype', { value: Original.prototype });
    Object.assign(Wrapped, {
      supportedLocalesOf: (Original as unknown as { supportedLocalesOf: unknown }).supportedLocalesOf,
    });
    (Intl as unknown as Record<string, unknown>)[name] = Wrapped;
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [target, method] of methods) {
    const original = (target as Record<string, (...args: unknown[]) => unknown>)[method]!;
    Object.defineProperty(target, method, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        record(method);
        return original.apply(this, args);
      },
    });
  }
};
