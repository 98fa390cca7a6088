/**
 * Tiny window events tying the consent pieces together without a shared React tree: the
 * footer asks for the panel, the tags learn of new choices.
 */
import type { ConsentChoices } from '../categories';

export const OPEN_SETTINGS_EVENT = 'consent:open-settings';
export const CHOICES_CHANGED_EVENT = 'consent:choices-changed';

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

export function announceChoices(choices: ConsentChoices): void {
  window.dispatchEvent(new CustomEvent<ConsentChoices>(CHOICES_CHANGED_EVENT, { detail: choices }));
}

export function onChoicesChanged(listener: (choices: ConsentChoices) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ConsentChoices>).detail);
  window.addEventListener(CHOICES_CHANGED_EVENT, handle);
  return () => window.removeEventListener(CHOICES_CHANGED_EVENT, handle);
}
