/**
 * Loading the page's scripts after its first paint.
 *
 * Next writes its chunks as <script defer> in <head>. They then download alongside the
 * fonts while the page is still being laid out, and the first paint of a phone on a slow
 * network waits on that shared bandwidth. The document instead lists them in a JSON block,
 * and this script, at the end of <body>, adds them (in order) once the first frame has been
 * painted. The HTML and inline CSS already show the whole page, so nothing is missing
 * meanwhile; a hidden tab, which paints no frame, gets them at once.
 */
export const AFTER_PAINT_LIST_ID = '__AFTER_PAINT__';

/** A constant string: the content security policy allows it by hash. */
export const AFTER_PAINT_SCRIPT = `(function(){var d=document;function l(){JSON.parse(d.getElementById('${AFTER_PAINT_LIST_ID}').textContent).forEach(function(s){var e=d.createElement('script');e.src=s;e.async=false;d.head.appendChild(e)})}d.visibilityState==='visible'?requestAnimationFrame(function(){setTimeout(l,0)}):l()})()`;
