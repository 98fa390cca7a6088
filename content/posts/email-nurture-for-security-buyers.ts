import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'email-nurture-for-security-buyers',
  title: 'Email Nurture Programs for Cybersecurity Buyers',
  excerpt:
    'Security buyers take months to decide and delete anything that smells like a sales sequence. A good nurture program earns a place in their inbox by teaching, by role and by stage.',
  description:
    'How to design email nurture for cybersecurity buyers: segment by role and stage, teach before you sell, use behavior triggers and hand off to sales at the right time.',
  author: 'content-team',
  date: '2025-11-18',
  category: 'email-marketing-and-automation',
  body: `Most people who engage with a cybersecurity vendor are not ready to buy. They downloaded a report because of a current project, attended a webinar to learn, or signed up for a newsletter because a colleague shared an article. Months may pass before they have budget, a project and a shortlist.

A nurture program keeps you present and useful during those months, so that when the need arrives, your company is already trusted. The difficulty with security audiences is that they are highly sensitive to sales pressure. Here is how we design programs that they keep reading.

## Segment by role before anything else

A CISO, a security engineer and an IT director want different things from the same product. Sending them the same sequence means it fits nobody. At minimum, build separate tracks for:

- **Security leaders**, focused on risk, reporting to the board, team capacity and cost
- **Practitioners**, focused on how things work, integrations, detection quality and day-to-day workload
- **Adjacent buyers** such as IT, compliance or engineering leaders, focused on their own concerns about the product

If you do not know a contact's role, ask once, in a simple way, such as a single question on the sign-up form or a link in an early email that lets them pick a track.

## Teach before you sell

A good rule of thumb is that most emails in a nurture sequence should be useful even to someone who never buys from you. Explain a technique, summarize research, share a checklist, or answer a common question from practitioners. Product mentions belong in context, where they help solve the problem under discussion.

Strong building blocks for security nurture include:

- Short explanations of emerging threats, with practical detection or mitigation guidance
- Frameworks and templates, such as an incident response checklist or a vendor evaluation guide
- Plain-language summaries of regulations and standards relevant to the reader's industry
- Customer stories told from the practitioner's point of view

Our post on [building a technical content engine](/blog/building-a-technical-content-engine) covers how to produce this material with your own experts.

## Trigger on behavior, not only on time

Fixed schedules, one email every week, are a fine baseline. The program gets far better when it reacts to what contacts do:

- A contact reads three articles on cloud security: switch them to a cloud-focused track.
- Someone from a target account visits pricing or integration pages: alert the account owner and send a relevant case study.
- A contact goes quiet for months: slow down, then ask if they still want to hear from you.

Keep the triggers few and well tested. Complex webs of automation become impossible to maintain and easy to break.

## Write like a colleague

Security professionals get a great deal of vendor email. Stand out by sounding like a knowledgeable peer: plain subject lines that say what is inside, a named sender from your team, short paragraphs and one clear link. Avoid fear-based subject lines, fake urgency and anything that imitates a security alert. Beyond being off-putting, it can trigger the very phishing filters your buyers maintain.

## Hand off to sales at the right moment

Decide together with sales what signals mean a contact is ready for a conversation: perhaps a demo request, a pricing page visit combined with a reply, or several people from the same account engaging at once. When a contact crosses that line, stop the nurture, notify the rep with context, and make sure the first sales email reflects what the person has already read.

Before any of this pays off, your messages have to land in the inbox; our guide to [email deliverability for B2B senders](/blog/email-deliverability-for-b2b-senders) covers that groundwork. If you want help designing and writing a nurture program for your security audience, see our [email marketing](/services/email-marketing) services.`,
};

export default post;
