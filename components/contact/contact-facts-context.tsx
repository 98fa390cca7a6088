import { createContext, useContext } from 'react';

import type { ShownContactFacts } from '@/lib/content/contact-facts';

/**
 * The contact facts the agency supplied (content/contact.yaml), handed to every page by its
 * getStaticProps (SiteWideProps) and provided by _app, so the footer, /contact, the landings
 * and their structured data read one copy. None supplied: an empty object.
 */
const ContactFactsContext = createContext<ShownContactFacts>({});

export const ContactFactsProvider = ContactFactsContext.Provider;

export const useContactFacts = (): ShownContactFacts => useContext(ContactFactsContext);
