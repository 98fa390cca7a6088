import { useRouter } from 'next/router';

import Link from '@/components/ui/Link';
import { ROUTES } from '@/lib/routes';

import ContactForm from './ContactForm';

/** The id of the section holding the form in pages/contact.tsx. */
const CONTACT_FORM_ANCHOR = '#message';

/** The footer's form, or on /contact a pointer to the form above. */
export default function FooterContact() {
  const { pathname } = useRouter();
  // The contact page shows the form in its body; one form per page is enough.
  if (pathname === ROUTES.contact) {
    return (
      <p>
        Use the <Link href={CONTACT_FORM_ANCHOR}>form above</Link> to send us a message.
      </p>
    );
  }
  return <ContactForm />;
}
