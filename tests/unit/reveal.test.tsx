// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import Reveal, { RevealDelayed, RevealItem } from '@/components/motion/Reveal';
import { observeReveal } from '@/components/motion/reveal-engine';
import {
  REVEAL_DELAY_S,
  REVEAL_DURATION_S,
  REVEAL_OFFSET_PX,
  REVEAL_STAGGER_S,
  REVEAL_STATE_ATTRIBUTE,
  REVEAL_THRESHOLD,
  revealAmount,
  revealCss,
} from '@/lib/layout/reveal';

const motion = vi.hoisted(() => ({ inView: vi.fn(() => () => {}) }));
vi.mock('framer-motion/dom', () => motion);

describe('reveal constants', () => {
  it('are the agreed timings and threshold', () => {
    expect([REVEAL_THRESHOLD, REVEAL_DURATION_S, REVEAL_DELAY_S, REVEAL_STAGGER_S, REVEAL_OFFSET_PX]).toEqual(
      [0.25, 0.8, 0.25, 0.8, 50],
    );
  });
});

describe('revealCss', () => {
  const css = revealCss();
  /** The declarations of the first rule whose selector list contains `selector`. */
  const rule = (selector: string) => {
    const match = css.match(
      new RegExp(`(?:^|[}{])([^{}]*${selector.replace(/[[\]()"=>]/g, '\\$&')}[^{}]*)\\{([^{}]*)\\}`),
    );
    if (!match) throw new Error(`no rule for ${selector} in ${css}`);
    return match[2];
  };

  it('applies only when the visitor has not asked for reduced motion', () => {
    expect(css.startsWith('@media (prefers-reduced-motion:no-preference){')).toBe(true);
    expect(css.endsWith('}')).toBe(true);
  });

  it('starts each wrapper and item invisible and 50px lower, fading up over 0.8 s', () => {
    expect(css).toContain(
      `@keyframes reveal-in{from{opacity:0;transform:translateY(${REVEAL_OFFSET_PX}px)}}`,
    );
    expect(rule('[data-reveal]')).toMatch(new RegExp(`^animation:reveal-in ${REVEAL_DURATION_S}s `));
    expect(rule('[data-reveal]>[data-reveal-item]')).toContain('reveal-in');
  });

  it('delays variant 2 by 0.25 s and staggers the children of variant 1 by 0.8 s', () => {
    expect(rule('[data-reveal="delayed"]')).toBe(`animation-delay:${REVEAL_DELAY_S}s`);
    expect(rule('[data-reveal-item]:nth-child(2)')).toBe(`animation-delay:${REVEAL_STAGGER_S}s`);
    expect(rule('[data-reveal-item]:nth-child(3)')).toBe(`animation-delay:${2 * REVEAL_STAGGER_S}s`);
  });

  it('hides a wrapper the engine marks out of view, with a transition', () => {
    const hidden = rule(`[${REVEAL_STATE_ATTRIBUTE}="false"]`);
    expect(hidden).toContain('animation:none');
    expect(hidden).toContain(`opacity:0;transform:translateY(${REVEAL_OFFSET_PX}px)`);
    expect(hidden).toContain(`transition:opacity ${REVEAL_DURATION_S}s`);
  });
});

describe('revealAmount', () => {
  it('is the reveal threshold for sections that can reach it', () => {
    expect(revealAmount(500, 800)).toBe(REVEAL_THRESHOLD);
    expect(revealAmount(3200, 800)).toBe(REVEAL_THRESHOLD);
  });

  it('stays reachable for sections taller than four viewports', () => {
    const amount = revealAmount(8000, 800);
    expect(amount).toBeLessThan(REVEAL_THRESHOLD);
    expect(amount * 8000).toBeLessThanOrEqual(800);
  });
});

describe('<Reveal> in server HTML', () => {
  it('keeps its content, marked for the style sheet, with no inline hiding', () => {
    const html = renderToString(
      <Reveal className="box">
        <RevealItem>
          <h2>Visible to crawlers</h2>
        </RevealItem>
      </Reveal>,
    );
    expect(html).toContain('Visible to crawlers');
    expect(html).toContain('data-reveal="stagger"');
    expect(html).toContain('data-reveal-item');
    expect(html).not.toContain('style=');
  });

  it('marks the delayed variant', () => {
    expect(renderToString(<RevealDelayed>text</RevealDelayed>)).toContain('data-reveal="delayed"');
  });
});

describe('observeReveal (the framer-motion engine)', () => {
  let resizeCallback: () => void = () => {};
  let firstSight: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: unknown[]) => void) {
          resizeCallback = () => callback([{ borderBoxSize: [{ blockSize: 400 }] }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof firstSight) {
          firstSight = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  });

  function section(onScreen: boolean) {
    const element = document.createElement('div');
    const stop = observeReveal(element);
    firstSight([{ isIntersecting: onScreen }]);
    resizeCallback();
    const [, onEnter, options] = motion.inView.mock.calls[0] as unknown as [
      Element,
      () => () => void,
      { amount: number },
    ];
    return { element, stop, onEnter, options };
  }

  it('hides a section that starts off screen, and leaves one on screen alone', () => {
    expect(section(false).element.getAttribute(REVEAL_STATE_ATTRIBUTE)).toBe('false');
    vi.clearAllMocks();
    expect(section(true).element.hasAttribute(REVEAL_STATE_ATTRIBUTE)).toBe(false);
  });

  it('watches for the reveal threshold, shows on entering and hides again on leaving', () => {
    const { element, onEnter, options } = section(false);
    expect(options.amount).toBe(REVEAL_THRESHOLD);
    const onLeave = onEnter();
    expect(element.getAttribute(REVEAL_STATE_ATTRIBUTE)).toBe('true');
    onLeave();
    expect(element.getAttribute(REVEAL_STATE_ATTRIBUTE)).toBe('false');
  });
});
