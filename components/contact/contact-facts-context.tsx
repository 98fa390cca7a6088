import { createContext, useContext } from 'react';

import type { ShownContactFacts } from '@/lib/content/contact-facts';

/**
 * The contact facts the agency supplied (content/contact.yaml), handed to every page by its
 * getStaticProps (SiteWideProps) and provided by _app, so the footer, /contact, the landings
 * and their structured data read one copy. A page without them (Next's run-time error view,
 * pages/_error.tsx) gets an empty object and states none.
 */
const ContactFactsContext = createContext<Partial<ShownContactFacts>>({});

export const ContactFactsProvider = ContactFactsContext.Provider;

export const useContactFacts = (): Partial<ShownContactFacts> => useContext(ContactFactsContext);
