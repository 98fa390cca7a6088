/** What RECORD_CSP_VIOLATIONS leaves on the page's window. */
export interface CspRecord {
  __cspViolations: string[];
}

/** Init script: records every CSP violation from the first script on, for the test to read. */
export const RECORD_CSP_VIOLATIONS = () => {
  const store: string[] = [];
  (window as unknown as CspRecord).__cspViolations = store;
  document.addEventListener('securitypolicyviolation', (event) => {
    store.push(
      `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
};
