import { describe, expect, it } from 'vitest';

import {
  EMAIL_MAX_LENGTH,
  FILL_TIME_FIELD,
  FOOTER_FORM_NAME,
  FOOTER_PAGE,
  HONEYPOT_FIELD,
  looksLikeBot,
  MESSAGE_MAX_LENGTH,
  MIN_FILL_TIME_MS,
  NAME_MAX_LENGTH,
  PAGE_MAX_LENGTH,
  UTM_MAX_LENGTH,
  validateContact,
  visitorFieldErrors,
} from '@/lib/contact/validation';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We need a new website.',
  legal: 'true',
  'form-name': FOOTER_FORM_NAME,
  url: FOOTER_PAGE,
  utm: 'utm_source=google&utm_medium=cpc&utm_campaign=&utm_term=&utm_content=',
  [FILL_TIME_FIELD]: String(MIN_FILL_TIME_MS + 1000),
};

function fields(overrides: Record<string, string | undefined> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries({ ...valid, ...overrides })) {
    if (value !== undefined) data.set(key, value);
  }
  return data;
}

function errorsFor(overrides: Record<string, string | undefined>) {
  const result = validateContact(fields(overrides));
  return result.ok ? {} : result.errors;
}

describe('validateContact', () => {
  it('accepts a complete message and trims what the visitor typed', () => {
    const result = validateContact(fields({ name: '  Ada  ', email: ' ada@example.com ' }));
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Ada',
        email: 'ada@example.com',
        message: valid.message,
        company: '',
        formName: 'footer',
        page: 'Footer',
        utm: valid.utm,
      },
    });
  });

  it.each(['name', 'email', 'message'])('requires %s (missing, empty or blank)', (field) => {
    expect(errorsFor({ [field]: undefined })).toHaveProperty(field);
    expect(errorsFor({ [field]: '' })).toHaveProperty(field);
    expect(errorsFor({ [field]: '   \n ' })).toHaveProperty(field);
  });

  it.each([
    ['name', NAME_MAX_LENGTH],
    ['message', MESSAGE_MAX_LENGTH],
  ])('bounds %s at %i characters', (field, max) => {
    expect(errorsFor({ [field]: 'x'.repeat(max) })).not.toHaveProperty(field);
    expect(errorsFor({ [field]: 'x'.repeat(max + 1) })[field as 'name']).toMatch(String(max));
  });

  it(`bounds email at ${EMAIL_MAX_LENGTH} characters`, () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(errorsFor({ email: at(EMAIL_MAX_LENGTH) })).not.toHaveProperty('email');
    expect(errorsFor({ email: at(EMAIL_MAX_LENGTH + 1) }).email).toMatch(String(EMAIL_MAX_LENGTH));
  });

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada example@x.com',
    'ada@exa_mple.com',
    'ada@-x.com',
    'a@b.com\r\nBcc: x@y.com',
  ])('rejects the malformed address %j', (email) => {
    expect(errorsFor({ email }).email).toBeTruthy();
  });

  it.each(["o'brien+tag@mail.example.co.uk", 'A.B@Sub-Domain.Example.com'])(
    'accepts the address %j',
    (email) => {
      expect(errorsFor({ email })).not.toHaveProperty('email');
    },
  );

  it.each([undefined, '', 'false', 'no'])('requires consent (legal=%j is not consent)', (legal) => {
    expect(errorsFor({ legal }).legal).toBe('Consent must be checked.');
  });

  it('accepts a plain checkbox value "on" as consent', () => {
    expect(errorsFor({ legal: 'on' })).not.toHaveProperty('legal');
  });

  it.each([undefined, '', 'header', 'Footer'])('rejects the unknown form-name %j', (formName) => {
    expect(errorsFor({ 'form-name': formName })).toHaveProperty('form-name');
  });

  it('bounds url and utm, which may be absent', () => {
    expect(errorsFor({ url: undefined, utm: undefined })).toEqual({});
    expect(errorsFor({ url: 'x'.repeat(PAGE_MAX_LENGTH + 1) })).toHaveProperty('url');
    expect(errorsFor({ utm: 'x'.repeat(UTM_MAX_LENGTH + 1) })).toHaveProperty('utm');
  });

  it.each(['', 'soon', '-5', '1.5'])(
    `takes ${FILL_TIME_FIELD}, when sent, as whole milliseconds only, not %j`,
    (value) => {
      expect(errorsFor({ [FILL_TIME_FIELD]: value })).toEqual({
        [FILL_TIME_FIELD]: `${FILL_TIME_FIELD}, when sent, must be a whole number of milliseconds.`,
      });
    },
  );

  it("accepts exactly the named fields, without the form's anti-spam fields", () => {
    expect(errorsFor({ [FILL_TIME_FIELD]: undefined })).toEqual({});
  });

  it('treats an uploaded file as a missing field', () => {
    const data = fields();
    data.set('name', new Blob(['Ada']), 'name.txt');
    expect(validateContact(data)).toMatchObject({ ok: false, errors: { name: 'Name is required.' } });
  });

  it('reports every invalid field at once', () => {
    expect(Object.keys(errorsFor({ name: '', email: 'x', legal: undefined }))).toEqual([
      'name',
      'email',
      'legal',
    ]);
  });
});

describe('visitorFieldErrors (what the form checks before sending)', () => {
  it('checks only what the visitor fills in', () => {
    const data = new FormData();
    data.set('name', 'Ada');
    data.set('email', 'ada@example.com');
    data.set('message', 'Hi');
    data.set('legal', 'true');
    expect(visitorFieldErrors(data)).toEqual({});
  });
});

describe('looksLikeBot', () => {
  it('flags a filled honeypot', () => {
    expect(looksLikeBot(fields({ [HONEYPOT_FIELD]: 'http://spam.example' }))).toBe(true);
  });

  it(`flags a form sent in under ${MIN_FILL_TIME_MS} ms`, () => {
    expect(looksLikeBot(fields({ [FILL_TIME_FIELD]: String(MIN_FILL_TIME_MS - 1) }))).toBe(true);
    expect(looksLikeBot(fields({ [FILL_TIME_FIELD]: String(MIN_FILL_TIME_MS) }))).toBe(false);
  });

  it('passes a person: empty honeypot, time to type', () => {
    expect(looksLikeBot(fields({ [HONEYPOT_FIELD]: '' }))).toBe(false);
  });
});
