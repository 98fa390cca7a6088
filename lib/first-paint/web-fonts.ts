/**
 * When the web fonts (Inter, Space Grotesk) are used: never on the first paint of a first
 * visit, and on a later page load only if they are ready before its first paint.
 *
 * Any font fetched before the largest paint is on its critical path: Lighthouse's simulated
 * phone counted the 71 KB of fonts into every page's LCP (about 0.6 s over the first paint).
 * So a first visit paints, and keeps, the metric-matched stand-ins (styles/globals.css);
 * once the page has loaded and is idle the fonts are fetched, and they are switched on at
 * the next page change, when the text is replaced anyway (components/layout/useWebFonts.ts).
 *
 * A later page load asks for the fonts before anything is painted and switches them on
 * only if they have arrived by the first frame; otherwise that page keeps the stand-ins
 * and takes the first-visit path. A face that arrives after text was laid out in another
 * face moves that text (Chromium swaps even an `optional` face that arrives within its
 * block period: 0.086 CLS on the home page at 412 px), so no face may arrive late.
 */

/** The class on <html> that puts the web fonts at the head of the font stacks. */
export const WEB_FONTS_CLASS = 'web-fonts';

/** Set once the fonts have been fetched: this browser has them in its cache. */
export const WEB_FONTS_STORAGE_KEY = 'web-fonts';

/**
 * Runs blocking at the start of <body>, after the style sheets that declare the faces and
 * before the first frame. It loads every declared face (the stand-ins are local, so
 * they are ready at once) and adds the class in the first animation frame, which runs before
 * that frame is painted, only if all of them are loaded by then. A constant string: the
 * content security policy allows it by hash (next.config.ts).
 */
export const WEB_FONTS_SCRIPT = `(function(){try{if(!localStorage.getItem('${WEB_FONTS_STORAGE_KEY}'))return;var d=document,loads=[],ready=false;d.fonts.forEach(function(f){loads.push(f.load())});Promise.all(loads).then(function(){ready=true},function(){});requestAnimationFrame(function(){if(ready)d.documentElement.classList.add('${WEB_FONTS_CLASS}')})}catch(e){}})()`;
