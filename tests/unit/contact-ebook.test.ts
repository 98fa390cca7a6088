/** The ebook request form's rules on the contact endpoint: form names, company, mail. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createClient } from '@libsql/client';
import { encode } from 'html-entities';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  EBOOK_EMAILED_NOTE,
  EBOOK_SENT_HEADING,
  ebookDownloadLabel,
  SENT_HEADING,
} from '@/lib/contact/messages';
import { answerPage } from '@/lib/contact/server/answer-page';
import { type ContactServices, handleContact } from '@/lib/contact/server/handler';
import { describeLead } from '@/lib/contact/server/lead-report';
import { type OpenLeadLog, openLeadLog } from '@/lib/contact/server/leads';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS, contactCaps } from '@/lib/contact/server/limits';
import { ebookPayload } from '@/lib/contact/submit';
import {
  COMPANY_MAX_LENGTH,
  EBOOK_FORM_NAME,
  KNOWN_FORM_NAMES,
  MIN_FILL_TIME_MS,
  validateContact,
} from '@/lib/contact/validation';
import { guideMeta as guide } from '@/lib/content/lists';
import { DEFAULT_LIMIT_SETTINGS } from '@/lib/env/server';
import { sqlLimitStore } from '@/lib/http/server/limits';
import { createRateLimiter } from '@/lib/http/server/rate-limit';

const sent = vi.hoisted(() => [] as { to: unknown; subject: string; text: string; html: string }[]);
vi.mock('@sendgrid/mail', () => ({
  MailService: class {
    setClient() {}
    setTimeout() {}
    async send(mail: (typeof sent)[number]) {
      sent.push(mail);
    }
  },
}));
const { createSendGridSender } = await import('@/lib/contact/server/mailer');

const PAGE = '/free-cybersecurity-ebook';
const UTM = 'utm_source=li&utm_medium=social&utm_campaign=ebook&utm_term=&utm_content=';
const request = (company = 'Acme Security') =>
  ebookPayload(
    { name: 'Grace', email: 'grace@example.com', company, honeypot: '' },
    PAGE,
    UTM,
    MIN_FILL_TIME_MS + 1,
  );

let dir: string;
let dbFile: string;
let leads: OpenLeadLog;
let services: ContactServices;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contact-ebook-'));
  dbFile = path.join(dir, 'leads.db');
  leads = openLeadLog({ url: dbFile });
  services = {
    leads,
    limiter: createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS),
    log: { error: vi.fn(), warn: vi.fn() },
  };
  sent.length = 0;
});

afterEach(() => {
  leads.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (body: URLSearchParams) =>
  handleContact(
    {
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      clientAddress: '198.51.100.4',
      body: [Buffer.from(body.toString())],
    },
    services,
  );

describe('form names', () => {
  it('knows the footer and the ebook forms', () => {
    expect(KNOWN_FORM_NAMES).toEqual(['footer', 'ebook']);
  });

  it.each([undefined, '', 'header', 'Ebook', 'ebook '])(
    'answers the form-name %j with 400 and a readable reason, recording nothing',
    async (formName) => {
      const body = request();
      if (formName === undefined) body.delete('form-name');
      else body.set('form-name', formName);
      expect(await post(body)).toMatchObject({
        status: 400,
        body: { error: 'form-name must be one of: footer, ebook.' },
      });
      expect(await leads.list()).toHaveLength(0);
    },
  );
});

describe('the ebook request', () => {
  it('needs no message, but name, email and consent like the footer form', () => {
    expect(validateContact(request())).toMatchObject({
      ok: true,
      value: { message: '', company: 'Acme Security' },
    });
    const footer = request();
    footer.set('form-name', 'footer');
    expect(validateContact(footer)).toMatchObject({ ok: false, errors: { message: 'Message is required.' } });
    for (const field of ['name', 'email', 'legal']) {
      const body = request();
      body.delete(field);
      expect(validateContact(body)).toMatchObject({ ok: false, errors: { [field]: expect.any(String) } });
    }
  });

  it(`takes company as optional, at most ${COMPANY_MAX_LENGTH} characters`, () => {
    expect(validateContact(request(''))).toMatchObject({ ok: true, value: { company: '' } });
    expect(validateContact(request('x'.repeat(COMPANY_MAX_LENGTH + 1)))).toEqual({
      ok: false,
      errors: { company: `Company must be at most ${COMPANY_MAX_LENGTH} characters.` },
    });
  });

  it('is recorded as a lead of the ebook form, with its page, utm and company', async () => {
    expect(await post(request())).toMatchObject({ status: 200, body: { ok: true } });
    const [lead] = await leads.list();
    expect(lead).toMatchObject({
      formName: EBOOK_FORM_NAME,
      page: PAGE,
      utm: UTM,
      company: 'Acme Security',
      message: '',
    });
    expect(describeLead(lead!, false)).toContain(
      'Grace <grace@example.com> (Acme Security)  form=ebook page=/free-cybersecurity-ebook',
    );
  });
});

describe('the JSON answer', () => {
  it('says whether the visitor was mailed their copy', async () => {
    expect((await post(request())).body).toEqual({ ok: true, emailed: false });
    services.send = async () => {};
    expect((await post(request())).body).toEqual({ ok: true, emailed: true });
    services.send = async () => {
      throw new Error('outage');
    };
    expect((await post(request())).body).toEqual({ ok: true, emailed: false });
  });
});

describe('a lead log from before company existed', () => {
  it('gains the column on open and reads old leads with an empty company', async () => {
    leads.close();
    const old = createClient({ url: `file:${dbFile}` });
    await old.execute('DROP TABLE IF EXISTS leads');
    await old.execute(`CREATE TABLE leads (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL,
      form_name TEXT NOT NULL, page TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
      message TEXT NOT NULL, utm TEXT NOT NULL, sent_at TEXT, send_attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT)`);
    await old.execute(`INSERT INTO leads (created_at, form_name, page, name, email, message, utm)
      VALUES ('2026-01-01T00:00:00.000Z', 'footer', 'Footer', 'Old', 'old@example.com', 'Hi', '')`);
    old.close();
    leads = openLeadLog({ url: dbFile });
    services.leads = leads;
    expect(await post(request())).toMatchObject({ status: 200 });
    expect((await leads.list()).map((l) => [l.name, l.company])).toEqual([
      ['Grace', 'Acme Security'],
      ['Old', ''],
    ]);
  });
});

describe('mail for an ebook request', () => {
  const ebook = { title: 'The Guide', url: 'https://site.example/ebook/guide.pdf' };
  const send = createSendGridSender({
    apiKey: 'SG.x',
    to: 'leads@agency.example',
    from: 'site@agency.example',
    ebook,
  });

  it("names the ebook form in the agency's lead mail and sends the visitor the link", async () => {
    const result = validateContact(request());
    if (!result.ok) throw new Error('the request should be valid');
    await send(result.value, { visitorCopy: true });
    expect(sent).toHaveLength(2);
    const [lead, copy] = sent;
    expect(lead!.subject).toBe('New message from the ebook form on /free-cybersecurity-ebook');
    expect(lead!.text).toContain('Form: ebook');
    expect(lead!.text).toContain('Company: Acme Security');
    expect(copy!.to).toBe('grace@example.com');
    expect(copy!.subject).toBe('Your copy of The Guide');
    expect(copy!.text).toContain(ebook.url);
    expect(copy!.html).toContain(`<a href="${ebook.url}">`);
  });

  it('mails the visitor nothing the form sender wrote: only the fixed words and the link', async () => {
    const lure = 'your account is locked, verify at https://evil.example/login';
    const body = request(`Acme ${lure}`);
    body.set('name', lure);
    const result = validateContact(body);
    if (!result.ok) throw new Error('the request should be valid');
    await send(result.value, { visitorCopy: true });
    const copy = sent[1]!;
    const everything = JSON.stringify(copy);
    expect(everything).not.toContain('locked');
    expect(everything).not.toContain('evil.example');
    expect(copy.text).toBe(
      [
        'Hello,',
        `Thank you for asking for ${ebook.title}. You can download it here:`,
        ebook.url,
        'If you would like to talk about your own marketing, reply to this email.',
      ].join('\n\n'),
    );
  });

  it('mails only the agency when the caller does not allow a visitor copy (a retry, a cap)', async () => {
    const result = validateContact(request());
    if (!result.ok) throw new Error('the request should be valid');
    await send(result.value);
    expect(sent.map((mail) => mail.subject)).toEqual([
      'New message from the ebook form on /free-cybersecurity-ebook',
    ]);
  });

  it('sends the footer form only the lead mail', async () => {
    const body = request();
    body.set('form-name', 'footer');
    body.set('message', 'Hello');
    const result = validateContact(body);
    if (!result.ok) throw new Error('the message should be valid');
    await send(result.value);
    expect(sent.map((mail) => mail.subject)).toEqual([
      'New message from the footer form on /free-cybersecurity-ebook',
    ]);
  });
});

describe('the per-address cooldown and the daily cap on visitor mail', () => {
  const settings = { ...DEFAULT_LIMIT_SETTINGS, visitorMailsPerDay: 3 };
  const asking = (email: string) => {
    const body = request();
    body.set('email', email);
    return body;
  };

  beforeEach(() => {
    services.send = createSendGridSender({
      apiKey: 'SG.x',
      to: 'leads@agency.example',
      from: 'site@agency.example',
      ebook: { title: 'The Guide', url: 'https://site.example/ebook/guide.pdf' },
    });
    services.caps = contactCaps(sqlLimitStore(leads.database), settings);
  });

  const copiesTo = (email: string) => sent.filter((mail) => mail.to === email).length;

  it('mails one address once a cooldown; later requests are recorded and answered, not mailed', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await post(asking('victim@example.com')));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [200, { ok: true, emailed: true }],
      [200, { ok: true, emailed: false }],
      [200, { ok: true, emailed: false }],
    ]);
    expect(copiesTo('victim@example.com')).toBe(1);
    // However it is spelled.
    expect((await post(asking('Victim@Example.com'))).body).toEqual({ ok: true, emailed: false });
    expect(await leads.list()).toHaveLength(4);
    // The agency still hears of every one.
    expect(sent.filter((mail) => mail.to === 'leads@agency.example')).toHaveLength(4);
  });

  it(`mails at most the daily cap of visitors site-wide; past it, leads are still kept`, async () => {
    const addresses = Array.from({ length: settings.visitorMailsPerDay + 2 }, (_, i) => `p${i}@example.com`);
    const answers = [];
    for (const address of addresses) answers.push(await post(asking(address)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => (answer.body as { emailed?: boolean }).emailed)).toHaveLength(
      settings.visitorMailsPerDay,
    );
    expect(await leads.list()).toHaveLength(addresses.length);
  });
});

describe('the answer page for a browser without JavaScript', () => {
  it('offers the download after an ebook request, and says a copy was mailed only when it was', async () => {
    const answer = await post(request());
    const page = answerPage(answer, PAGE);
    expect(page).toContain(`<h1>${EBOOK_SENT_HEADING}</h1>`);
    expect(page).toContain(
      `<a href="/ebook/${guide.file}" download>${encode(ebookDownloadLabel(guide.title))}</a>`,
    );
    expect(page).not.toContain(EBOOK_EMAILED_NOTE);
    expect(answerPage({ ...answer, body: { ok: true, emailed: true } }, PAGE)).toContain(EBOOK_EMAILED_NOTE);
  });

  it("keeps the footer form's answer as it was", async () => {
    const body = request();
    body.set('form-name', 'footer');
    body.set('message', 'Hello');
    const page = answerPage(await post(body), '/');
    expect(page).toContain(`<h1>${SENT_HEADING}</h1>`);
    expect(page).not.toContain('/ebook/');
  });
});
