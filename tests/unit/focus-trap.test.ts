// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { wrapFocus } from '@/lib/layout/browser/focus-trap';

function menu() {
  document.body.innerHTML =
    '<div id="m"><button>first</button><a href="/x">middle</a><button>last</button></div><button id="out">out</button>';
  const container = document.getElementById('m')!;
  // jsdom lays nothing out; pretend every element is rendered.
  for (const element of container.querySelectorAll('*'))
    element.getClientRects = () => [{}] as unknown as DOMRectList;
  const [first, middle, last] = [...container.children] as HTMLElement[];
  return { container, first: first!, middle: middle!, last: last! };
}

describe('wrapFocus', () => {
  it('wraps Tab from the last element to the first and Shift+Tab back', () => {
    const { container, first, last } = menu();
    expect(wrapFocus(container, last, false)).toBe(first);
    expect(wrapFocus(container, first, true)).toBe(last);
  });

  it('lets the browser move focus inside', () => {
    const { container, first, middle } = menu();
    expect(wrapFocus(container, first, false)).toBeNull();
    expect(wrapFocus(container, middle, true)).toBeNull();
  });

  it('pulls focus back in from outside', () => {
    const { container, first } = menu();
    expect(wrapFocus(container, document.getElementById('out'), false)).toBe(first);
  });
});
