import { assert, describe, expect, it } from 'vitest';

import {
  clampUtm,
  CONTROL_FREE_FIELDS,
  EMAIL_MAX_LENGTH,
  FILL_TIME_FIELD,
  firstControlCharacter,
  FOOTER_FORM_NAME,
  FOOTER_PAGE,
  HONEYPOT_FIELD,
  KNOWN_FORM_NAMES,
  looksLikeBot,
  MESSAGE_MAX_LENGTH,
  MIN_FILL_TIME_MS,
  NAME_MAX_LENGTH,
  PAGE_MAX_LENGTH,
  readSubmission,
  stripInvisible,
  UTM_MAX_LENGTH,
  validateContact,
  visitorFieldErrors,
} from '@/lib/contact/validation';

import { CONTROL_CHARACTERS } from '../fixtures/control-characters';

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
    expect(errorsFor({ [field]: 'x'.repeat(max + 1) })[field as 'name']).toContain(
      max.toLocaleString('en-US'),
    );
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

  it('bounds url, and cuts an over-long utm rather than refusing the lead; both may be absent', () => {
    expect(errorsFor({ url: undefined, utm: undefined })).toEqual({});
    expect(errorsFor({ url: 'x'.repeat(PAGE_MAX_LENGTH + 1) })).toHaveProperty('url');
    expect(errorsFor({ utm: 'x'.repeat(UTM_MAX_LENGTH + 1) })).toEqual({});
  });

  it('cuts a utm to UTM_MAX_LENGTH without splitting a character', () => {
    expect(clampUtm('x'.repeat(UTM_MAX_LENGTH + 5))).toHaveLength(UTM_MAX_LENGTH);
    const split = clampUtm(`${'x'.repeat(UTM_MAX_LENGTH - 1)}😀`);
    expect(split).toBe('x'.repeat(UTM_MAX_LENGTH - 1));
    expect(clampUtm('utm_source=a')).toBe('utm_source=a');
  });

  it.each([
    ['U+202E', '\u202e'],
    ['U+200B', '\u200b'],
    ['U+2066', '\u2066'],
    ['U+FEFF', '\ufeff'],
    ['U+E0001', '\u{e0001}'],
  ])('refuses the format character %s in one-line fields', (code, char) => {
    expect(firstControlCharacter(`a${char}b`)).toBe(code);
  });

  it('keeps the joiners Persian, Indic scripts and emoji need', () => {
    expect(firstControlCharacter('\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645')).toBeUndefined();
    expect(firstControlCharacter('👩\u200d💻')).toBeUndefined();
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

describe('readSubmission (the handler reads a post once)', () => {
  it('refuses a form that is not ours before anything else, naming the forms that are', () => {
    const submission = readSubmission(fields({ 'form-name': 'newsletter', [HONEYPOT_FIELD]: 'x' }));
    assert(submission.kind === 'unknown-form');
    for (const name of KNOWN_FORM_NAMES) expect(submission.error).toContain(name);
  });

  it('says a bot is a bot before judging its fields', () => {
    expect(readSubmission(fields({ [HONEYPOT_FIELD]: 'http://spam.example', name: '' }))).toEqual({
      kind: 'bot',
      formName: FOOTER_FORM_NAME,
    });
  });

  it('carries the field errors, or the checked message, with the form that sent it', () => {
    expect(readSubmission(fields({ name: '' }))).toEqual({
      kind: 'invalid',
      formName: FOOTER_FORM_NAME,
      errors: { name: 'Name is required.' },
    });
    const submission = readSubmission(fields({ name: '  Ada  ' }));
    assert(submission.kind === 'valid');
    expect(submission.message).toMatchObject({ name: 'Ada', formName: FOOTER_FORM_NAME });
  });

  it('reads each posted field once', () => {
    const form = fields();
    const reads = new Map<string, number>();
    const counted = {
      get(name: string) {
        reads.set(name, (reads.get(name) ?? 0) + 1);
        return form.get(name);
      },
    };
    expect(readSubmission(counted).kind).toBe('valid');
    expect([...reads.keys()]).toEqual(expect.arrayContaining(Object.keys(valid)));
    for (const [name, count] of reads) expect({ name, count }).toEqual({ name, count: 1 });
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

describe('control characters', () => {
  it.each(CONTROL_FREE_FIELDS)('refuses every control character inside %s, naming it', (field) => {
    for (const char of CONTROL_CHARACTERS) {
      // Inside the value, where trimming cannot remove it.
      const base = field === 'company' ? 'Acme' : String(valid[field]);
      const value = field === 'email' ? `ada${char}x@example.com` : `${base}${char}x`;
      const code = `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
      expect(errorsFor({ [field]: value })[field], `${field} with ${code}`).toBe(
        `${field} must be one line of plain text (it holds the control character ${code}).`,
      );
    }
  });

  it.each(CONTROL_FREE_FIELDS)('refuses invisible fillers inside %s', (field) => {
    for (const char of ['\u3164', '\u115f', '\u1160', '\uffa0', '\u034f', '\u2060', '\u{e0041}']) {
      const base = field === 'company' ? 'Acme' : String(valid[field]);
      const value = field === 'email' ? `ada${char}x@example.com` : `${base}${char}x`;
      const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
      expect(errorsFor({ [field]: value })[field], `${field} with ${code}`).toBe(
        `${field} must be one line of plain text (it holds the control character ${code}).`,
      );
    }
  });

  it('keeps the joiners and variation selectors emoji and scripts need in one-line fields', () => {
    expect(errorsFor({ name: 'Ada 👩\u200d💻 ❤\ufe0f می\u200cخواهم' }).name).toBeUndefined();
  });

  it('strips control and format characters from the message, keeping line breaks, tabs and joiners', () => {
    const family = '👨\u200d👩\u200d👧';
    const result = validateContact(
      fields({
        message: `Pay \u202eevil\u202c to\u200b\u2066 us\u0007\u001b[31m now\u0085${family}\u2028x\r\n\ty`,
      }),
    );
    assert(result.ok);
    expect(result.value.message).toBe(`Pay evil to us[31m now${family}\nx\r\n\ty`);
    expect(stripInvisible(result.value.message)).toBe(result.value.message);
  });

  it('keeps line breaks and tabs in the message', () => {
    const result = validateContact(fields({ message: 'Line one\r\n\tLine two\nLine three' }));
    assert(result.ok);
    expect(result.value.message).toBe('Line one\r\n\tLine two\nLine three');
  });
});

describe('url: where the form sits', () => {
  it.each([FOOTER_PAGE, '/', '/contact', '/ebooks/seo-checklist?utm_source=x', ''])('accepts %j', (url) => {
    expect(errorsFor({ url }).url).toBeUndefined();
  });

  it.each([
    'Footer Bcc: boss@example.com URGENT: wire transfer',
    'footer',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('refuses %j, saying what it takes', (url) => {
    expect(errorsFor({ url }).url).toBe(
      `url must be "${FOOTER_PAGE}" or a path on this site starting with a single "/".`,
    );
  });

  it('refuses a line break in it as a control character', () => {
    expect(errorsFor({ url: 'Footer\r\nBcc: boss@example.com' }).url).toBe(
      'url must be one line of plain text (it holds the control character U+000D).',
    );
  });
});

describe('the form itself', () => {
  it('names a control character in name or email before sending, as the server would', () => {
    const data = fields({ name: 'Ada\tLovelace', email: 'ada\u0085@example.com' });
    expect(visitorFieldErrors(data)).toEqual({
      name: 'name must be one line of plain text (it holds the control character U+0009).',
      email: 'email must be one line of plain text (it holds the control character U+0085).',
    });
  });
});
