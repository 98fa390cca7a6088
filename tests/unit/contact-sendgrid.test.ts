/**
 * The real @sendgrid/mail client against a fake SendGrid API on loopback: what is sent, and
 * that a failed send keeps the lead unsent until a retry gets it through.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { handleContact, sendRecorded } from '@/lib/contact/server/handler';
import { type LeadLog, openLeadLog } from '@/lib/contact/server/leads';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS } from '@/lib/contact/server/limits';
import { buildLeadEmail, createSendGridSender, type LeadSender } from '@/lib/contact/server/mailer';
import { contactPayload } from '@/lib/contact/submit';
import { type ContactMessage, MIN_FILL_TIME_MS } from '@/lib/contact/validation';
import { headerSafe } from '@/lib/http/server/mail';
import { createRateLimiter } from '@/lib/http/server/rate-limit';

import { CONTROL_CHARACTERS } from '../fixtures/control-characters';

interface Received {
  path: string;
  authorization: string | undefined;
  json: {
    personalizations: { to: { email: string }[] }[];
    from: { email: string };
    reply_to: { email: string; name?: string };
    subject: string;
    content: { type: string; value: string }[];
  };
}

const API_KEY = 'SG.test-key';
const addresses = { to: 'leads@agency.example', from: 'site@agency.example' };
let server: Server;
let baseUrl: string;
let nextStatus = 202;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      received.push({
        path: request.url!,
        authorization: request.headers.authorization,
        json: JSON.parse(data),
      });
      response.writeHead(nextStatus, { 'content-type': 'application/json' });
      response.end(nextStatus >= 400 ? JSON.stringify({ errors: [{ message: 'fake outage' }] }) : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let dir: string;
let leads: LeadLog;
let send: LeadSender;
const log = { error: vi.fn(), warn: vi.fn() };

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contact-sendgrid-'));
  leads = openLeadLog({ url: path.join(dir, 'leads.db') });
  send = createSendGridSender({ apiKey: API_KEY, baseUrl, ...addresses });
  nextStatus = 202;
  received.length = 0;
});

afterEach(() => {
  leads.close();
  rmSync(dir, { recursive: true, force: true });
});

const hostile = {
  // Quotes and angle brackets are plain text in a display name; a line break is refused on receipt.
  name: 'Eve "O\'Brien" <all@victims.example>',
  email: 'eve@example.com',
  message: '<script>alert(1)</script> & "quotes"',
  honeypot: '',
};
const utm = 'utm_source=news%26letter&utm_medium=email&utm_campaign=&utm_term=&utm_content=';

const mailText = (json: Received['json']) => json.content[0]!.value;

function postLead(visitor = hostile) {
  return handleContact(
    {
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      clientAddress: '127.0.0.1',
      body: [Buffer.from(contactPayload(visitor, utm, MIN_FILL_TIME_MS + 1).toString())],
    },
    { leads, limiter: createRateLimiter(CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS), send, log },
  );
}

describe('a lead mailed through @sendgrid/mail', () => {
  it('sends every field to the API with the key, reply-to the visitor, and marks the lead sent', async () => {
    expect((await postLead()).status).toBe(200);
    expect(received).toHaveLength(1);
    const [{ path: apiPath, authorization, json }] = received as [Received];
    expect(apiPath).toBe('/v3/mail/send');
    expect(authorization).toBe(`Bearer ${API_KEY}`);
    expect(json.personalizations[0]!.to[0]!.email).toBe(addresses.to);
    expect(json.from.email).toBe(addresses.from);
    // The address alone: a name is SendGrid's to parse, and a comma in it makes two addresses.
    expect(json.reply_to).toEqual({ email: 'eve@example.com' });
    expect(mailText(json)).toContain(`Name: ${hostile.name}`);
    expect(json.subject).toBe('New message from the footer form on Footer');

    const [text, html] = json.content;
    expect(text).toMatchObject({ type: 'text/plain' });
    for (const part of ['eve@example.com', hostile.message, utm, 'Footer', 'footer'])
      expect(text!.value).toContain(part);
    expect(html!.type).toBe('text/html');
    expect(html!.value).not.toContain('<script>');
    expect(html!.value).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(html!.value).toContain('utm_source=news%26letter');

    const [lead] = await leads.list();
    expect(lead).toMatchObject({ sendAttempts: 1, lastError: null, sentAt: expect.any(String) });
  });

  it('mails a lead from "Doe, John" to one Reply-To address, the name in the body', async () => {
    expect((await postLead({ ...hostile, name: 'Doe, John' })).status).toBe(200);
    const [{ json }] = received as [Received];
    expect(json.reply_to).toEqual({ email: 'eve@example.com' });
    expect(mailText(json)).toContain('Name: Doe, John');
    expect((await leads.list())[0]).toMatchObject({ lastError: null, sentAt: expect.any(String) });
  });

  it('refuses a name with a line break on receipt: nothing is recorded or mailed', async () => {
    const answer = await postLead({ ...hostile, name: 'Eve\r\nBcc: all@victims.example' });
    expect(answer.status).toBe(422);
    expect(received).toHaveLength(0);
    expect(await leads.list()).toHaveLength(0);
  });

  it('keeps the lead unsent when the API answers 500, then a retry sends it', async () => {
    nextStatus = 500;
    expect((await postLead()).status).toBe(200);
    const [failed] = await leads.unsent();
    expect(failed).toMatchObject({
      sentAt: null,
      sendAttempts: 1,
      lastError: expect.stringContaining('500'),
    });
    expect(failed!.lastError).toContain('fake outage');
    expect(failed!.lastError).not.toContain(API_KEY);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining(`lead ${failed!.id} not sent`));

    nextStatus = 202;
    expect(await sendRecorded(failed!.id, failed!, send, leads, log)).toBe(true);
    expect(await leads.unsent()).toEqual([]);
    expect((await leads.list())[0]).toMatchObject({
      sendAttempts: 2,
      lastError: null,
      sentAt: expect.any(String),
    });
    expect(received).toHaveLength(2);
    expect(received[1]!.json.subject).toBe(received[0]!.json.subject);
  });
});

describe('buildLeadEmail', () => {
  it('strips control and format characters from every value in the body, keeping joiners', () => {
    const raw: ContactMessage = {
      name: 'Eve\u202e',
      email: 'eve@example.com',
      message: 'A\u202eB\u0007C\u2066D 👩\u200d💻\r\nE',
      company: 'Acme\u200b',
      formName: 'footer',
      page: 'Footer',
      utm: 'utm_source=\u001bx',
    };
    const mail = buildLeadEmail(raw, { to: 'to@x.co', from: 'from@x.co' });
    for (const body of [String(mail.text), String(mail.html)]) {
      expect(body).not.toMatch(/(?![\u200c\u200d\r\n\t])[\p{Cc}\p{Cf}\u2028\u2029]/u);
      expect(body).toContain('ABCD 👩\u200d💻');
    }
  });

  const message: ContactMessage = {
    name: 'A\nB',
    email: 'a@b.co',
    message: 'x',
    company: '',
    formName: 'footer\r\n',
    page: 'Footer',
    utm: '',
  };

  it('keeps every header value on one line', () => {
    const mail = buildLeadEmail(message, { to: 'to@x.co\r\n', from: 'from@x.co' });
    expect(JSON.stringify([mail.to, mail.from, mail.replyTo, mail.subject])).not.toMatch(/\\[rn]/);
  });

  it('says when there was no campaign', () => {
    expect(buildLeadEmail(message, addresses).text).toContain('Campaign (utm): none');
  });

  it('headerSafe folds line breaks into spaces', () => {
    expect(headerSafe(' a\r\n\r\nb\nc ')).toBe('a b c');
  });

  it('headerSafe leaves no control or separator character, whatever reaches it', () => {
    // And the no-break and ideographic spaces, which a header must not carry either.
    const every = [...CONTROL_CHARACTERS, '\u00a0', '\u3000'];
    for (const char of every) {
      const safe = headerSafe(`Eve${char}Bcc: x@y.z`);
      expect(safe, `U+${char.charCodeAt(0).toString(16)}`).toBe('Eve Bcc: x@y.z');
    }
    const mail = buildLeadEmail(
      { ...message, name: 'Eve\u0085\u2028\u0000Bcc', page: '/x\u2029Subject: y' },
      addresses,
    );
    expect(mail.replyTo).toBe('a@b.co');
    expect(mail.subject).toBe('New message from the footer form on /x Subject: y');
  });
});
