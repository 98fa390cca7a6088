/**
 * The free ebook offered on /free-cybersecurity-ebook. Its chapters are the Markdown files
 * beside this one; `npm run ebook` (run by prebuild) checks them and builds the PDF. A module
 * rather than a data file so the page and the contact endpoint can import it.
 */
import type { GuideMeta } from '@/lib/content/schema';

const guide: GuideMeta = {
  title: "The Cybersecurity Marketer's Playbook",
  subtitle: 'Positioning, content, search and pipeline for companies that sell to security teams',
  description:
    "A practical guide for marketing leaders at cybersecurity and technology companies: how security buyers research, how to stand apart from noisy competitors, content that earns a CISO's trust, search and AI answers, demand generation without fear, measuring pipeline, and a 90-day plan to put it all to work.",
  audience:
    'Marketing leaders, founders and sales heads at cybersecurity vendors, managed security providers and security consultancies, and at technology companies whose buyers share the same cautious habits.',
  author: 'Byer Company',
  language: 'en-US',
  file: 'cybersecurity-marketers-playbook.pdf',
};

export default guide;
