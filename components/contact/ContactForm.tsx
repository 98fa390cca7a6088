/** Placeholder until the contact form lands. */
export default function ContactForm() {
  return null;
}
