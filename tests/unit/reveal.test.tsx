// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import Reveal, { RevealDelayed, RevealItem } from '@/components/motion/Reveal';
import { observeReveal } from '@/components/motion/reveal-engine';
import {
  REVEAL_DELAY_S,
  REVEAL_DURATION_S,
  REVEAL_HIDDEN,
  REVEAL_OFFSET_PX,
  REVEAL_SHOWN,
  REVEAL_STAGGER_S,
  REVEAL_THRESHOLD,
  revealAmount,
  revealTiming,
} from '@/lib/reveal';

const motion = vi.hoisted(() => ({
  animate: vi.fn(() => ({ stop: vi.fn() })),
  inView: vi.fn(() => () => {}),
  stagger: vi.fn((seconds: number, options: object) => ({ seconds, ...options })),
}));
vi.mock('framer-motion/dom', () => motion);

describe('reveal constants (spec section 9)', () => {
  it('match the spec', () => {
    expect([REVEAL_THRESHOLD, REVEAL_DURATION_S, REVEAL_DELAY_S, REVEAL_STAGGER_S, REVEAL_OFFSET_PX]).toEqual([0.25, 0.8, 0.25, 0.8, 50]);
    expect(REVEAL_HIDDEN).toEqual({ opacity: 0, y: REVEAL_OFFSET_PX });
    expect(REVEAL_SHOWN).toEqual({ opacity: 1, y: 0 });
  });

  it('variant 2 adds the delay, variant 1 does not', () => {
    expect(revealTiming('delayed')).toEqual({ duration: REVEAL_DURATION_S, delay: REVEAL_DELAY_S });
    expect(revealTiming('stagger')).toEqual({ duration: REVEAL_DURATION_S });
  });
});

describe('revealAmount', () => {
  it('is the spec threshold for sections that can reach it', () => {
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
  it('keeps its content and starts in the hidden state', () => {
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
    expect(html).toMatch(/opacity:0/);
    expect(html).toContain(`translateY(${REVEAL_OFFSET_PX}px)`);
  });

  it('marks the delayed variant', () => {
    expect(renderToString(<RevealDelayed>text</RevealDelayed>)).toContain('data-reveal="delayed"');
  });
});

describe('observeReveal (the framer-motion engine)', () => {
  let resizeCallback: () => void = () => {};
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resizeCallback = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  });

  function section(variant: 'stagger' | 'delayed') {
    const element = document.createElement('div');
    element.innerHTML = '<div data-reveal-item>a</div><div data-reveal-item>b</div>';
    const stop = observeReveal(element, variant);
    resizeCallback();
    const [, onEnter, options] = motion.inView.mock.calls[0] as unknown as [Element, () => () => void, { amount: number }];
    return { element, items: [...element.children], stop, onEnter, options };
  }

  it('watches for the spec threshold and hides again on leaving', () => {
    const { element, items, onEnter, options } = section('stagger');
    expect(options.amount).toBe(REVEAL_THRESHOLD);
    const onLeave = onEnter();
    expect(motion.animate).toHaveBeenCalledWith(element, REVEAL_SHOWN, { duration: REVEAL_DURATION_S });
    expect(motion.stagger).toHaveBeenCalledWith(REVEAL_STAGGER_S, { startDelay: 0 });
    expect(motion.animate).toHaveBeenCalledWith(items, REVEAL_SHOWN, expect.objectContaining({ duration: REVEAL_DURATION_S }));
    onLeave();
    expect(motion.animate).toHaveBeenLastCalledWith([element, ...items], REVEAL_HIDDEN, { duration: REVEAL_DURATION_S });
  });

  it('delays the second variant', () => {
    const { element, onEnter } = section('delayed');
    onEnter();
    expect(motion.animate).toHaveBeenCalledWith(element, REVEAL_SHOWN, { duration: REVEAL_DURATION_S, delay: REVEAL_DELAY_S });
  });
});
