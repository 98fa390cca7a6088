import { describe, expect, it } from 'vitest';

import { FAILED_HEADING, SENT_HEADING, SENT_NOTE } from '@/lib/contact/messages';
import { answerPage, backPath, wantsHtml } from '@/lib/contact/server/answer-page';

describe('wantsHtml', () => {
  it("is true for a browser's own navigation and false for fetch()", () => {
    expect(wantsHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(true);
    expect(wantsHtml('application/json, text/html;q=0.5')).toBe(true);
    expect(wantsHtml('*/*')).toBe(false);
    expect(wantsHtml('application/json')).toBe(false);
    expect(wantsHtml(undefined)).toBe(false);
  });
});

describe('backPath', () => {
  it('keeps only the path and query of the page the visitor came from', () => {
    expect(backPath('https://www.byercompany.com/services/web-design?x=1#top')).toBe(
      '/services/web-design?x=1',
    );
    expect(backPath('https://elsewhere.example/phish')).toBe('/phish');
  });

  it.each([
    ['https://evil.example//evil.example/login', '//evil.example/login'],
    ['foo://x/\\evil.example/login', '/\\evil.example/login'],
    ['x:javascript:alert(5)', 'javascript:alert(5)'],
    ['https://www.byercompany.com//evil.example', '//evil.example'],
    ['https://www.byercompany.com/%2F/evil.example', null],
  ])('never links back off the site: %s', (referer, hostile) => {
    const back = backPath(referer);
    if (hostile) expect(back).not.toBe(hostile);
    expect(back).toMatch(/^\/(?![/\\])/);
    expect(new URL(back, 'https://www.byercompany.com').origin).toBe('https://www.byercompany.com');
    expect(answerPage({ status: 200, headers: {}, body: { ok: true } }, back)).toContain(
      `<a href="${back}">Back to the site</a>`,
    );
  });

  it('falls back to the home page without a usable referer', () => {
    expect(backPath(undefined)).toBe('/');
    expect(backPath('not a url')).toBe('/');
  });
});

describe('answerPage', () => {
  it('thanks the visitor for a sent message and links back', () => {
    const page = answerPage({ status: 200, headers: {}, body: { ok: true } }, '/about');
    expect(page).toContain(`<h1>${SENT_HEADING}</h1>`);
    expect(page).toContain(`<p>${SENT_NOTE}</p>`);
    expect(page).toContain('<a href="/about">Back to the site</a>');
  });

  it('names every reason a message was refused, escaped', () => {
    const page = answerPage(
      {
        status: 422,
        headers: {},
        body: {
          error: 'Some fields need attention.',
          fields: { email: 'Email must be <valid>.', legal: 'Consent must be checked.' },
        },
      },
      '/" onclick="x',
    );
    expect(page).toContain(`<h1>${FAILED_HEADING}</h1>`);
    expect(page).toContain('<p>Some fields need attention.</p>');
    expect(page).toContain('<p>Email must be &lt;valid&gt;.</p>');
    expect(page).toContain('<p>Consent must be checked.</p>');
    expect(page).toContain('href="/&quot; onclick=&quot;x"');
    expect(page).not.toContain(SENT_HEADING);
  });
});
