/**
 * Set on <html> once every part of the page has been hydrated and its effects have run:
 * the moment keyboard shortcuts, scroll effects and replayed clicks all work. The
 * end-to-end suite waits for it before it acts like a visitor.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';
