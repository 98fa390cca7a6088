import { describe, expect, it } from 'vitest';

import { CAPTURED_ON, isCapture, pictureCredit } from '@/lib/content/credits';

const drawn = { caption: 'Diagram: the plan.' };
const capture = { caption: `Home${CAPTURED_ON}2026-01-01 at https://example.com/, 1280 px wide (desktop).` };

describe('pictureCredit', () => {
  it('tells a capture by the words the capture command writes', () => {
    expect(isCapture(capture)).toBe(true);
    expect(isCapture(drawn)).toBe(false);
    expect(isCapture({})).toBe(false);
  });

  it('says every picture is ours when none is a capture', () => {
    expect(pictureCredit('Acme', [drawn, {}])).toMatch(
      /^Every picture .* drawn by Byer Company.*Acme’s brand/,
    );
  });

  it('says which are captures and which are drawn when both are shown', () => {
    const credit = pictureCredit('Acme', [drawn, capture]);
    expect(credit).toContain('captures of Acme’s live site');
    expect(credit).toContain('drawn by Byer Company');
  });

  it('says nothing is drawn when every picture is a capture', () => {
    expect(pictureCredit('Acme', [capture, capture])).not.toContain('drawn');
  });
});
