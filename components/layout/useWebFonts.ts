import Router from 'next/router';
import { useEffect } from 'react';

import { grotesk, inter } from '@/components/fonts';
import { WEB_FONTS_CLASS, WEB_FONTS_STORAGE_KEY } from '@/lib/first-paint/web-fonts';
import { afterLoadWhenIdle, type ConnectionHints, warmsUpEarly } from '@/lib/search/browser/warm-up';

const switchOn = () => document.documentElement.classList.add(WEB_FONTS_CLASS);

/**
 * On a first visit (lib/first-paint/web-fonts.ts), or a later one whose fonts were not ready by its first frame,: fetches the web fonts once the page is idle after
 * load, marks them cached, and switches them on at the next page change. A visitor saving
 * data, or on a 2G-class connection, keeps the stand-ins, as they get no search warm-up.
 */
export function useWebFonts(): void {
  useEffect(() => {
    if (document.documentElement.classList.contains(WEB_FONTS_CLASS)) return;
    const { connection } = navigator as Navigator & { connection?: ConnectionHints };
    if (!warmsUpEarly(connection)) return;
    afterLoadWhenIdle(() => {
      // Loading a face by name fetches it without any text on the page using it yet.
      Promise.all([inter, grotesk].map((font) => document.fonts.load(`1em ${font.style.fontFamily}`)))
        .then(() => {
          try {
            localStorage.setItem(WEB_FONTS_STORAGE_KEY, '1');
          } catch {
            // Storage refused (private mode): later pages start in the stand-ins again.
          }
          Router.events.on('beforeHistoryChange', switchOn);
        })
        // A font that cannot load leaves the stand-ins, which were always enough.
        .catch(() => {});
    });
  }, []);
}
