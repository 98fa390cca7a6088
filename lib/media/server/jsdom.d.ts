/** jsdom ships no types (no @types/jsdom here): what the SVG sanitiser and the e2e suite's HTML reader use. */
declare module 'jsdom' {
  /** Where a document's console messages go; a new one, with no listener, drops them. */
  export class VirtualConsole {}
  /** A document in Node; its window is what DOMPurify sanitises with. */
  export class JSDOM {
    constructor(html?: string, options?: { virtualConsole?: VirtualConsole });
    readonly window: Window & typeof globalThis;
  }
}
