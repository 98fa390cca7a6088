import { createContext, useContext } from 'react';

import type { ContactFacts } from '@/lib/content/schema';

/**
 * The contact facts the agency supplied (content/contact.yaml), handed to every page by its
 * getStaticProps (SiteWideProps) and provided by _app, so the footer, /contact, the landings
 * and their structured data read one copy. None supplied: an empty object.
 */
const ContactFactsContext = createContext<ContactFacts>({});

export const ContactFactsProvider = ContactFactsContext.Provider;

export const useContactFacts = (): ContactFacts => useContext(ContactFactsContext);
