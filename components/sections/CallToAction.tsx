import { RevealDelayed } from '@/components/motion/Reveal';
import ButtonLink from '@/components/ui/ButtonLink';
import { ROUTES } from '@/lib/routes';

import styles from './Sections.module.css';

interface CallToActionProps {
  heading?: string;
  text?: string;
  label?: string;
  href?: string;
}

export default function CallToAction({
  heading = 'Ready to grow what is working?',
  text = 'Tell us where you want to be in a year. We will come back within one business day with ideas, not a sales script.',
  label = 'Get Started',
  href = ROUTES.contact,
}: CallToActionProps) {
  return (
    <aside aria-label="Call to action" className="container">
      <RevealDelayed className={styles.cta}>
        <h2>{heading}</h2>
        <p>{text}</p>
        <ButtonLink href={href}>{label}</ButtonLink>
      </RevealDelayed>
    </aside>
  );
}
