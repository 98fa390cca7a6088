import { renderToString } from 'react-dom/server';
import Reveal, { RevealDelayed, RevealItem } from '@/components/motion/Reveal';
import {
  REVEAL_DELAY_S,
  REVEAL_DURATION_S,
  REVEAL_OFFSET_PX,
  REVEAL_STAGGER_S,
  REVEAL_THRESHOLD,
  revealAmount,
  revealItemVariants,
  revealVariants,
  revealViewport,
} from '@/lib/reveal';

describe('reveal constants (spec section 9)', () => {
  it('match the spec', () => {
    expect([REVEAL_THRESHOLD, REVEAL_DURATION_S, REVEAL_DELAY_S, REVEAL_STAGGER_S, REVEAL_OFFSET_PX]).toEqual([0.25, 0.8, 0.25, 0.8, 50]);
  });

  it('variant 1 starts hidden 50 px lower and staggers its children', () => {
    const variants = revealVariants('stagger');
    expect(variants.hidden).toEqual({ opacity: 0, y: REVEAL_OFFSET_PX });
    expect(variants.visible).toMatchObject({ opacity: 1, y: 0, transition: { duration: REVEAL_DURATION_S, staggerChildren: REVEAL_STAGGER_S } });
    expect(revealItemVariants.visible.transition.duration).toBe(REVEAL_DURATION_S);
  });

  it('variant 2 adds the delay and does not stagger', () => {
    const { transition } = revealVariants('delayed').visible;
    expect(transition).toEqual({ duration: REVEAL_DURATION_S, delay: REVEAL_DELAY_S });
  });

  it('hides again when leaving the view', () => {
    expect(revealViewport()).toEqual({ amount: REVEAL_THRESHOLD, once: false });
  });
});

describe('revealAmount', () => {
  it('is the spec threshold for sections that fit', () => {
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
    expect(html).toMatch(/opacity:0/);
    expect(html).toContain(`translateY(${REVEAL_OFFSET_PX}px)`);
  });

  it('marks the delayed variant', () => {
    expect(renderToString(<RevealDelayed>text</RevealDelayed>)).toContain('data-reveal="delayed"');
  });
});
