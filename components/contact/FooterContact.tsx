import { useRouter } from 'next/router';

import Link from '@/components/ui/Link';
import { pageFormAt } from '@/lib/routes';

import ContactForm from './ContactForm';

/** The footer's form, or on a page with its own form (/contact, the ebook) a pointer to it. */
export default function FooterContact() {
  const { pathname } = useRouter();
  // One form per page is enough: a second one right under the first reads as a mistake.
  const pageForm = pageFormAt(pathname);
  if (pageForm) {
    return (
      <p>
        Use the <Link href={`#${pageForm.anchor}`}>form above</Link> to {pageForm.purpose}.
      </p>
    );
  }
  return <ContactForm />;
}
