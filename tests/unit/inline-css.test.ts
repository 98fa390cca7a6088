import { describe, expect, it } from 'vitest';

import { withAbsoluteUrls, withBlockingFontsInline } from '@/lib/first-paint/inline-css';

const SHEET = '/_next/static/chunks/abc.css';

describe('withAbsoluteUrls', () => {
  it('resolves a relative font against the sheet, not the page', () => {
    expect(withAbsoluteUrls('src:url(../media/inter.woff2) format("woff2")', SHEET)).toBe(
      'src:url(/_next/static/media/inter.woff2) format("woff2")',
    );
  });

  it('keeps the quotes and the query of a reference', () => {
    expect(withAbsoluteUrls(`a{background:url("./img/a.png?v=2")}b{background:url('b.svg')}`, SHEET)).toBe(
      `a{background:url("/_next/static/chunks/img/a.png?v=2")}b{background:url('/_next/static/chunks/b.svg')}`,
    );
  });

  it('leaves root-relative, absolute, data: and fragment references alone', () => {
    const css =
      'a{b:url(/x.png);c:url(https://cdn.example/y.png);d:url(data:image/gif;base64,R0lG);e:url(#clip)}';
    expect(withAbsoluteUrls(css, SHEET)).toBe(css);
  });

  it('keeps the host of a sheet served from an asset prefix', () => {
    expect(withAbsoluteUrls('url(../media/f.woff2)', 'https://cdn.example/_next/static/chunks/abc.css')).toBe(
      'url(https://cdn.example/_next/static/media/f.woff2)',
    );
  });
});

describe('withBlockingFontsInline', () => {
  const bytes = Buffer.from('wOF2 font');
  const read = (href: string) => (href === '/_next/static/media/cut.woff2' ? bytes : null);

  it('writes a block face’s file into the sheet', () => {
    const css =
      '@font-face{font-family:a;src:url(/_next/static/media/cut.woff2) format("woff2");font-display:block}';
    expect(withBlockingFontsInline(css, read)).toBe(
      `@font-face{font-family:a;src:url(data:font/woff2;base64,${bytes.toString('base64')}) format("woff2");font-display:block}`,
    );
  });

  it('leaves a face that may swap, and a file it cannot read, linked', () => {
    const swap = '@font-face{font-family:b;src:url(/_next/static/media/cut.woff2);font-display:swap}';
    const missing = '@font-face{font-family:c;src:url(/_next/static/media/gone.woff2);font-display:block}';
    expect(withBlockingFontsInline(swap + missing, read)).toBe(swap + missing);
  });

  it('touches no url outside a face', () => {
    const css = '.hero{background:url(/_next/static/media/cut.woff2)}';
    expect(withBlockingFontsInline(css, read)).toBe(css);
  });
});
