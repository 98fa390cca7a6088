/**
 * The contact message's rules, shared by the form (before sending) and the API (on receipt),
 * so a message the form lets through is one the server accepts.
 */

import { groupThousands } from '@/lib/text/numbers';

export const NAME_MAX_LENGTH = 200;
/** The longest address SMTP can carry (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** A long brief fits (some 800 words); a lead never fills the store with a book. */
export const MESSAGE_MAX_LENGTH = 5_000;
/** `url` names where the form sits: the footer ("Footer") or a site path; `utm` is a short query string. */
export const PAGE_MAX_LENGTH = 200;
export const UTM_MAX_LENGTH = 2_000;

/** Fixed values the footer form sends. */
export const FOOTER_FORM_NAME = 'footer';
export const FOOTER_PAGE = 'Footer';
/** The free ebook's request form; it sends its page's path as `url`. */
export const EBOOK_FORM_NAME = 'ebook';
/** Every form that may post here; the footer form also serves /contact. */
export const KNOWN_FORM_NAMES = [FOOTER_FORM_NAME, EBOOK_FORM_NAME] as const;
export type FormName = (typeof KNOWN_FORM_NAMES)[number];
/** Forms that ask for a message; the ebook request is complete without one. */
const MESSAGE_REQUIRED: Record<FormName, boolean> = { footer: true, ebook: false };
export const COMPANY_MAX_LENGTH = 200;
/** What a checked consent box sends: ours sends "true", a plain HTML checkbox "on". */
export const LEGAL_ACCEPTED_VALUES = ['true', 'on'] as const;

/**
 * Anti-spam fields the form adds: a field people never see (bots fill it), and how long the
 * form was open before sending (bots send within moments). Both are optional, so a post of
 * exactly the form's named fields (or a browser's own, without JavaScript) is accepted.
 */
export const HONEYPOT_FIELD = 'homepage';
export const FILL_TIME_FIELD = 'fill-ms';
export const MIN_FILL_TIME_MS = 3_000;

/**
 * Fields that are one line of plain text: controls, line separators, format characters
 * (bidi overrides, zero-width spaces) and characters drawn as nothing (Hangul fillers) make
 * text read unlike what it holds, so they are refused; the joiners and variation selectors
 * stay (Persian, Indic scripts and emoji need them).
 */
export const CONTROL_FREE_FIELDS = ['name', 'email', 'company', 'url', 'utm', 'form-name'] as const;
const CONTROL_CHARACTER =
  /(?![\u200c\u200d\ufe00-\ufe0f\u{e0100}-\u{e01ef}])[\p{Cc}\u2028\u2029\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
/** What the message sheds: controls and format characters, but for its lines, tabs and joiners. */
const INVISIBLE_IN_TEXT = /(?![\t\n\r\u200c\u200d])[\p{Cc}\p{Cf}]/gu;

/**
 * Text as a reader should see it, for the message and every mail body: no control or format
 * character (bidi overrides, zero-width spaces, terminal escapes) but line breaks, tabs and
 * the joiners emoji need; a Unicode line or paragraph separator becomes a line break.
 */
export function stripInvisible(text: string): string {
  return text.replace(/[\u2028\u2029]/g, '\n').replace(INVISIBLE_IN_TEXT, '');
}

/** The first control or format character in a value, as U+XXXX; undefined when there is none. */
export function firstControlCharacter(value: string): string | undefined {
  const found = CONTROL_CHARACTER.exec(value)?.[0];
  return found && `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * A path on this site: exactly one leading '/'. A browser reads '//host' and '/\\host' as
 * another host, and anything without the leading '/' may carry a scheme (javascript:).
 */
export function isSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path);
}

/** Where a form may say it sits: the footer, or a page of the site. Empty means unnamed. */
export function isFormLocation(page: string): boolean {
  return page === '' || page === FOOTER_PAGE || isSitePath(page);
}

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  /** Optional; empty when not given. */
  company: string;
  formName: string;
  page: string;
  utm: string;
}

export type ContactField =
  'name' | 'email' | 'message' | 'company' | 'legal' | 'form-name' | 'url' | 'utm' | typeof FILL_TIME_FIELD;
export type FieldErrors = Partial<Record<ContactField, string>>;
export type ContactValidation = { ok: true; value: ContactMessage } | { ok: false; errors: FieldErrors };

/** Reads one field; a file or a missing field counts as absent. */
export type FieldSource = { get(name: string): unknown };

/**
 * Local part, @, then dot-separated labels of letters, digits and hyphens (the HTML email
 * rule), with at least one dot: an address without a domain suffix cannot receive our reply.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isWellFormedEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** A field's text; a file or a missing field is undefined. */
export function fieldText(fields: FieldSource, name: string): string | undefined {
  const value = fields.get(name);
  return typeof value === 'string' ? value : undefined;
}

function checkRequiredText(value: string | undefined, label: string, max: number): string | undefined {
  if (!value?.trim()) return `${label} is required.`;
  if (value.length > max) return `${label} must be at most ${groupThousands(max)} characters.`;
  return undefined;
}

export function knownFormName(fields: FieldSource): FormName | undefined {
  const formName = fieldText(fields, 'form-name');
  return KNOWN_FORM_NAMES.find((known) => known === formName);
}

/** Why a post whose `form-name` names none of our forms is refused. */
const UNKNOWN_FORM_ERROR = `form-name must be one of: ${KNOWN_FORM_NAMES.join(', ')}.`;

/** The message is required unless the form (by its name) makes it optional; always capped. */
function messageError(fields: FieldSource, formName: FormName | undefined): string | undefined {
  const message = fieldText(fields, 'message');
  if (formName && !MESSAGE_REQUIRED[formName] && !message?.trim()) return undefined;
  return checkRequiredText(message, 'Message', MESSAGE_MAX_LENGTH);
}

function companyError(fields: FieldSource): string | undefined {
  const company = fieldText(fields, 'company') ?? '';
  return company.length > COMPANY_MAX_LENGTH
    ? `Company must be at most ${COMPANY_MAX_LENGTH} characters.`
    : undefined;
}

/** A reason per field holding a control character; said over any other rule, as the cause. */
function controlCharacterErrors(
  fields: FieldSource,
  names: readonly (typeof CONTROL_FREE_FIELDS)[number][],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of names) {
    const found = firstControlCharacter(fieldText(fields, field) ?? '');
    if (found)
      errors[field] = `${field} must be one line of plain text (it holds the control character ${found}).`;
  }
  return errors;
}

/** The visitor's own fields: what the form checks before sending. */
export function visitorFieldErrors(
  fields: FieldSource,
  formName: FormName | undefined = knownFormName(fields),
): FieldErrors {
  const errors: FieldErrors = {};
  const name = fieldText(fields, 'name');
  const email = fieldText(fields, 'email')?.trim();
  const legal = fieldText(fields, 'legal');

  const nameError = checkRequiredText(name, 'Name', NAME_MAX_LENGTH);
  if (nameError) errors.name = nameError;
  const emailError = checkRequiredText(email, 'Email', EMAIL_MAX_LENGTH);
  if (emailError) errors.email = emailError;
  else if (!isWellFormedEmail(email!)) errors.email = 'Email must be a valid address, like name@example.com.';
  const messageProblem = messageError(fields, formName);
  if (messageProblem) errors.message = messageProblem;
  const companyProblem = companyError(fields);
  if (companyProblem) errors.company = companyProblem;
  if (!LEGAL_ACCEPTED_VALUES.some((accepted) => accepted === legal))
    errors.legal = 'Consent must be checked.';
  // The form says so before sending (a pasted tab, say), rather than the server refusing it.
  Object.assign(errors, controlCharacterErrors(fields, ['name', 'email', 'company']));
  return errors;
}

/** Every rule the server applies, including the form's fixed and added fields. */
export function validateContact(
  fields: FieldSource,
  formName: FormName | undefined = knownFormName(fields),
): ContactValidation {
  const errors = visitorFieldErrors(fields, formName);
  const page = fieldText(fields, 'url') ?? '';
  const utm = fieldText(fields, 'utm') ?? '';

  if (!formName) errors['form-name'] = UNKNOWN_FORM_ERROR;
  if (page.length > PAGE_MAX_LENGTH) errors.url = `url must be at most ${PAGE_MAX_LENGTH} characters.`;
  else if (!isFormLocation(page))
    errors.url = `url must be "${FOOTER_PAGE}" or a path on this site starting with a single "/".`;
  Object.assign(errors, controlCharacterErrors(fields, CONTROL_FREE_FIELDS));
  if (fields.get(FILL_TIME_FIELD) != null && fillTimeMs(fields) === undefined) {
    errors[FILL_TIME_FIELD] = `${FILL_TIME_FIELD}, when sent, must be a whole number of milliseconds.`;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: fieldText(fields, 'name')!.trim(),
      email: fieldText(fields, 'email')!.trim(),
      message: stripInvisible(fieldText(fields, 'message') ?? '').trim(),
      company: fieldText(fields, 'company')?.trim() ?? '',
      formName: formName!,
      page,
      utm: clampUtm(utm),
    },
  };
}

/**
 * The campaign string cut to UTM_MAX_LENGTH: it comes from a link anyone can write, and a lead
 * is never refused for it. A cut never splits a character in two.
 */
export function clampUtm(utm: string): string {
  if (utm.length <= UTM_MAX_LENGTH) return utm;
  const cut = utm.slice(0, UTM_MAX_LENGTH);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** How long the form was open, as the form reported it; undefined when missing or malformed. */
export function fillTimeMs(fields: FieldSource): number | undefined {
  const value = fieldText(fields, FILL_TIME_FIELD);
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** A submission no person would make: the hidden field filled in, or sent too fast. */
export function looksLikeBot(fields: FieldSource): boolean {
  const honeypot = fieldText(fields, HONEYPOT_FIELD);
  const filled = fillTimeMs(fields);
  return Boolean(honeypot) || (filled !== undefined && filled < MIN_FILL_TIME_MS);
}

/**
 * A post to the endpoint, read once into what the handler acts on: which of our forms sent
 * it, and either the checked message or why there is none. The order is the handler's: a
 * post from no form of ours is a wrong request, a bot is told it worked, then the rules.
 */
export type ContactSubmission =
  | { kind: 'unknown-form'; error: string }
  | { kind: 'bot'; formName: FormName }
  | { kind: 'invalid'; formName: FormName; errors: FieldErrors }
  | { kind: 'valid'; formName: FormName; message: ContactMessage };

/** Every field a rule reads. */
const READ_FIELDS = [
  ...new Set(['legal', 'message', HONEYPOT_FIELD, FILL_TIME_FIELD, ...CONTROL_FREE_FIELDS]),
];

export function readSubmission(posted: FieldSource): ContactSubmission {
  // Each field taken once, as text: the rules below read this copy, never the post again.
  const taken = new Map(READ_FIELDS.map((name) => [name, fieldText(posted, name)]));
  const fields: FieldSource = { get: (name) => taken.get(name) };
  const formName = knownFormName(fields);
  if (!formName) return { kind: 'unknown-form', error: UNKNOWN_FORM_ERROR };
  if (looksLikeBot(fields)) return { kind: 'bot', formName };
  const result = validateContact(fields, formName);
  return result.ok
    ? { kind: 'valid', formName, message: result.value }
    : { kind: 'invalid', formName, errors: result.errors };
}
