import { useRouter } from 'next/router';

import Link from '@/components/ui/Link';

import ContactForm from './ContactForm';

/** /contact shows the form in its body; one form per page is enough. */
const CONTACT_PATH = '/contact';
/** The id of the section holding the form in pages/contact.tsx. */
const CONTACT_FORM_ANCHOR = '#message';

/** The footer's form, or on /contact a pointer to the form above. */
export default function FooterContact() {
  const { pathname } = useRouter();
  if (pathname === CONTACT_PATH) {
    return (
      <p>
        Use the <Link href={CONTACT_FORM_ANCHOR}>form above</Link> to send us a message.
      </p>
    );
  }
  return <ContactForm />;
}
