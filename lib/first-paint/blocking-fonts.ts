/**
 * The brand faces' cuts are written into the inlined sheets as data: URLs
 * (inline-css.ts), yet Chromium may lay the page out once before it has decoded them, in the
 * fallback's widths: the desktop bar's links then move when the face arrives. A face made
 * from bytes (`new FontFace(family, bytes)`) is ready as soon as it is made, so this script,
 * run right after those sheets, gives each `font-display: block` face to the page that way
 * and removes its rule, before any text is laid out. Where it cannot (no FontFace, a face
 * the browser refuses), the rule stays and the page wears the face as before. It reads only
 * @font-face rules (CSSRule type 5): serialising every rule of the sheets costs the first paint.
 */

/** A constant string: the content security policy allows it by hash. */
export const BLOCKING_FONTS_SCRIPT = `(function(){var F=window.FontFace,f=document.fonts;if(!F||!f)return;function v(c,n){var m=new RegExp('(?:^|[{;\\\\s])'+n+':\\\\s*([^;}]+)').exec(c);return m?m[1].trim():''}[].forEach.call(document.querySelectorAll('style[data-inlined]'),function(e){var s=e.sheet,r=s&&s.cssRules;if(!r)return;for(var i=r.length-1;i>=0;i--){if(r[i].type!==5)continue;var c=r[i].cssText,d=v(c,'font-display')==='block'&&/base64,([^)"']+)/.exec(c);if(!d)continue;try{var b=atob(d[1]),a=new Uint8Array(b.length);for(var j=0;j<b.length;j++)a[j]=b.charCodeAt(j);var o={display:'block'};if(v(c,'font-weight'))o.weight=v(c,'font-weight');if(v(c,'font-style'))o.style=v(c,'font-style');if(v(c,'unicode-range'))o.unicodeRange=v(c,'unicode-range');var x=new F(v(c,'font-family').replace(/["']/g,''),a,o);if(x.status==='error')continue;f.add(x);s.deleteRule(i)}catch(_){}}})})()`;
