/** jsdom ships no types (no @types/jsdom here): the one class the SVG sanitiser uses. */
declare module 'jsdom' {
  /** A document in Node; its window is what DOMPurify sanitises with. */
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
