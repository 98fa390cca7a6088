import { useEffect } from 'react';

import { INTERACTIVE_ATTRIBUTE } from '@/lib/first-paint/interactive';

/** Rendered last inside the page's hydration boundary: its effect runs after all others. */
export default function InteractiveMark() {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);
  return null;
}
