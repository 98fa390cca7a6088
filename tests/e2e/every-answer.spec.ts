/**
 * What the production server answers on its own: TRACE refused with 405 and the site's
 * headers; a message over the form's limit refused with the figure; a post whose Origin
 * only matches the Host it names (a DNS-rebound name) refused. What Next and Node answer
 * before the site runs (`//about`, TRACK, CONNECT) is the reverse proxy's: README's Deploy
 * (tests/unit/proxy-config.test.ts).
 */
import { contactPayload } from '@/lib/contact/submit';
import { MESSAGE_MAX_LENGTH, MIN_FILL_TIME_MS } from '@/lib/contact/validation';

import { expect, test } from './support/fixtures';
import { rawRequest } from './support/raw-request';

const lead = (message: string) =>
  contactPayload(
    { name: 'Ada', email: 'ada@example.com', message, honeypot: '' },
    '',
    MIN_FILL_TIME_MS + 1,
  ).toString();
const FORM = 'application/x-www-form-urlencoded';

test('a page refuses TRACE with 405 and every header', async () => {
  const answer = await rawRequest('TRACE', '/about');
  expect(answer.status).toBe(405);
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
});

test('the form refuses a message over its limit with 422 naming the figure', async () => {
  const answer = await rawRequest(
    'POST',
    '/api/sendgrid',
    { 'Content-Type': FORM },
    lead('x'.repeat(MESSAGE_MAX_LENGTH + 1)),
  );
  expect(answer.status).toBe(422);
  expect(answer.text).toContain(`at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`);
});

test('the form refuses an Origin that only matches the Host header', async () => {
  const answer = await rawRequest(
    'POST',
    '/api/sendgrid',
    { 'Content-Type': FORM, Origin: 'http://evil.example', Host: 'evil.example' },
    lead('Hello'),
  );
  expect(answer.status).toBe(403);
});
