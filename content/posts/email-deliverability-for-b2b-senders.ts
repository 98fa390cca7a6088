import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'email-deliverability-for-b2b-senders',
  title: 'Email Deliverability for B2B Senders: What to Fix First',
  excerpt:
    'Great copy does nothing in a spam folder. Here is the order in which we fix authentication, list quality and sending habits for B2B email programs.',
  description:
    'The order we fix B2B email deliverability: SPF, DKIM and DMARC, list hygiene, one-click unsubscribe, complaint rates and sending habits that protect your domain.',
  author: 'strategy-team',
  date: '2025-02-18',
  category: 'email-marketing-and-automation',
  body: `When a B2B email program underperforms, teams usually rewrite subject lines first. Often the real problem is that a good share of messages never reach the inbox. Deliverability is less glamorous than copy, but it decides whether the copy gets read at all.

Since early 2024, Google and Yahoo have enforced clearer requirements for bulk senders, and corporate mail filters have long been stricter than consumer ones. For technology and cybersecurity companies, whose buyers sit behind well-configured security gateways, the bar is higher still. Here is the order in which we work through it.

## 1. Authenticate your domain properly

Authentication tells receiving servers that mail claiming to come from your domain really does. Three records do the work:

- **SPF** lists the services allowed to send mail for your domain. Keep it within the limit of ten DNS lookups, which is easy to exceed once a CRM, a support desk and a marketing platform all send for you.
- **DKIM** signs each message so the receiver can verify it was not altered. Set it up for every sending service, using your own domain rather than the vendor's.
- **DMARC** tells receivers what to do when a message fails those checks and sends you reports about it. Start with a monitoring policy, read the reports, fix the gaps, then move toward quarantine or reject.

If you sell security, this step also protects your reputation in a second way: a prospect's security team may well check your DMARC policy. A domain left open to spoofing is an awkward look for a company selling protection.

## 2. Separate marketing mail from everything else

Send marketing email from a subdomain, such as news.example.com, and keep your main domain for person-to-person and transactional mail. If a campaign draws complaints, the damage stays with the subdomain instead of affecting your sales team's everyday email.

## 3. Clean the list before you send more

Deliverability is mostly a reflection of how recipients react to you. Mailing people who never engage teaches filters that your mail is unwanted. We start with three habits:

- Remove hard bounces immediately and suppress addresses that keep soft bouncing.
- Define an inactive segment, for example no opens or clicks in six months, and either run a short re-engagement series or stop mailing it.
- Never import purchased or scraped lists into your marketing platform. Beyond the legal risk, they are full of spam traps and role addresses.

## 4. Make leaving easy

It sounds backward, but a clear unsubscribe protects your sender reputation. Bulk senders to Gmail and Yahoo are expected to support one-click unsubscribe and honor requests promptly, and to keep spam complaint rates very low; Google's sender guidelines ask for a rate below 0.1 percent and warn against ever reaching 0.3 percent. A reader who cannot find the unsubscribe link reaches for the spam button instead, and that hurts every future send.

Offering a preference center helps too. Many B2B readers would happily stay for a monthly digest while dropping weekly product news.

## 5. Send steadily and watch the signals

Large, sudden volume spikes from a domain look suspicious. Ramp up new domains and new IPs gradually, keep a steady cadence, and send your most engaged segments first so early engagement signals are positive. Keep templates lean: heavy image-only emails, link shorteners and many tracking redirects all add risk.

Open rates have become unreliable because of privacy features in mail apps, so do not rely on them alone to judge inbox placement. Watch bounce rates, complaint rates in Google Postmaster Tools, DMARC reports and click-through by mailbox provider. A sudden drop at one provider usually points to a reputation problem there.

Once mail reliably lands, content is where the gains come from; our guide to [email nurture for security buyers](/blog/email-nurture-for-security-buyers) picks up from here. If you want a deliverability audit alongside a program plan, our [email marketing services](/services/email-marketing) include both.`,
};

export default post;
