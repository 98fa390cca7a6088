import type { PageSource } from '@/lib/content/schema';

const page: PageSource = {
  path: '/legal',
  title: 'Privacy Policy, Terms and Cookie Policy',
  description:
    "Byer Company's privacy policy, terms of service and cookie policy: what we collect, how we use it, your California privacy rights and your cookie choices.",
  heading: 'Privacy, terms and cookies',
  lead: 'How Byer Company, LLC handles your information, the terms for using this website, and the cookies and browser storage it relies on. Last updated: 2026-11-01.',
  sections: [
    {
      id: 'privacy-policy',
      heading: 'Privacy policy',
      body: `This policy explains what personal information Byer Company, LLC ("Byer Company", "we", "us") collects through this website, why we collect it, who we share it with and the choices you have. It applies to this website only, not to the websites of our clients or to services we provide under a separate contract.

### Information you give us

When you send a message through the contact form, we receive the **name**, **email address** and **message** you enter, and a record that you ticked the **consent** checkbox agreeing to this policy. The form also tells us which form was used and on which part of the site.

If you arrived on the site through a link tagged with campaign parameters, your browser keeps those parameters (utm_source, utm_medium, utm_campaign, utm_term and utm_content) and sends them with your message. They tell us which advertisement, email or partner link brought you to us, not who you are.

If you write to us directly by email or phone, we receive whatever you choose to share.

### Information collected automatically

Like most websites, our hosting and security systems record technical details of each request, such as IP address, browser type, the page requested and the time, to keep the site running and protect it from abuse. When you search the site, your query is sent to our hosted search provider to return results.

Analytics, performance and advertising tools run **only if you allow them** in the cookie banner or the cookie settings panel. With your consent, they may collect information about how you use the site, such as pages viewed, the device and browser you use, approximate location derived from your IP address, and whether you sent a message. Our error-reporting service may record technical details when something breaks and, for a sample of visits, a replay of page interactions in which all text and images are masked.

### How we use information

- To read and answer your message and, if you ask for it, send you our ebook
- To understand which campaigns and channels bring people to us
- To improve the website and fix errors
- To protect the site, our systems and our visitors from fraud and abuse
- To meet legal obligations

We do not sell your personal information, and we do not use the contact form to add you to a mailing list without asking.

### How information is stored and shared

Messages sent through the form are delivered to our team by an email delivery provider and kept in our business systems for as long as we need them to respond, to continue a working relationship or to meet legal and accounting requirements, after which we delete them. We share personal information only with service providers that help us run the website and our business, such as hosting, email delivery, site search, error reporting and, with your consent, analytics and advertising partners. They may use it only to provide their services to us.

We may also disclose information when the law requires it, to protect our rights or the safety of others, or as part of a merger or sale of our business, in which case this policy will continue to apply to it.

We use reasonable administrative, technical and physical safeguards to protect information. No method of transmission or storage is completely secure, so please do not send passwords, payment card numbers or other sensitive information through the form.

### Your California privacy rights

If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA/CPRA), gives you the right to:

- **Know** what personal information we have collected about you, where it came from, why we collected it and with whom we shared it
- **Delete** personal information we collected from you, subject to legal exceptions
- **Correct** inaccurate personal information
- **Opt out** of the sale or sharing of your personal information for cross-context behavioral advertising
- **Limit** the use of sensitive personal information, which we do not collect through this site
- **Not be discriminated against** for exercising any of these rights

We do not sell personal information. Advertising cookies may count as "sharing" under California law; they are off unless you allow them, and you can switch them off at any time through the cookie settings described in our [cookie policy](/legal#cookie-policy). To make any other request, email or call us using the details at the foot of this page. We will confirm receipt, verify your identity by matching information we already hold, and respond within 45 days, or tell you if we need more time as the law allows. You may use an authorized agent, who must show us your signed permission.

Visitors outside California may have similar rights under their own laws, and we will honor reasonable requests from anyone.

### Children

This website is meant for businesses and adults. We do not knowingly collect personal information from anyone under 16. If you believe a child has sent us information, contact us and we will delete it.

### Changes and contact

We may update this policy as the site or the law changes; the date at the top of this page shows the latest version. Questions about privacy can be sent to Byer Company, LLC at the email address at the foot of every page.`,
    },
    {
      id: 'terms-of-service',
      heading: 'Terms of service',
      body: `These terms govern your use of this website, operated by Byer Company, LLC. By using the site you agree to them. If you do not agree, please do not use the site. Work we do for clients is governed by separate written agreements, not by these terms.

### Using the site

You may browse the site, share links to it and print or save pages for your own, non-commercial reference. You agree not to use the site in a way that breaks the law or harms others, including by attempting to gain unauthorized access to our systems, interfering with the site's operation, sending malware or spam through the contact form, or collecting content or data by automated means in a way that puts a heavy load on our servers.

### Intellectual property

The text, graphics, logos, designs, case studies, ebook and other material on this site belong to Byer Company or to the clients and licensors who allowed us to use them, and are protected by copyright and trademark law. Client names and logos appear with permission and remain the property of their owners. Except as these terms allow, you may not copy, modify, republish or sell any of this material without our written permission.

### What you send us

Please do not send confidential or proprietary information through the contact form. Sending us a message does not create a client relationship or a duty of confidentiality; those begin only when we sign an agreement with you. If you share ideas or feedback about the site, we may use them without obligation to you.

### Information only, no guarantees

Articles, guides and other content on this site are general information about marketing, not professional, legal or financial advice for your situation. Results described in case studies reflect specific clients and circumstances and are not a promise of similar results. We try to keep the site accurate and available, but it is provided "as is" and "as available", without warranties of any kind, express or implied, to the fullest extent the law allows.

### Links to other websites

The site links to websites we do not control, such as social networks, our podcast and client websites. We are not responsible for their content or their privacy practices, and a link is not an endorsement.

### Limitation of liability

To the fullest extent permitted by law, Byer Company and its team will not be liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, data or business, arising from your use of the site or your inability to use it. Where liability cannot be excluded, our total liability for any claim relating to the site is limited to one hundred US dollars. Some jurisdictions do not allow these limits, so they may not all apply to you.

### Governing law

These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules. Any dispute about the site will be heard in the state or federal courts located in Los Angeles County, California, and you and we agree to their jurisdiction.

### Changes to these terms

We may revise these terms from time to time. The version posted here, with the date at the top of this page, applies from the moment it is published. Continuing to use the site after a change means you accept the revised terms.`,
    },
    {
      id: 'cookie-policy',
      heading: 'Cookie policy',
      body: `Cookies are small text files a website asks your browser to keep. Local storage is a similar feature that lets a site remember information in your browser without sending it with every request. This policy lists what this site stores and how you control it.

### Cookies we set

- **accept**: records whether you have answered the cookie banner. It holds the value true or false and lasts 90 days. While it is missing or false, the banner is shown again.
- **Consent choices**: a second cookie that remembers which optional categories you switched on or off, so the site respects your choices on every page.

Both are necessary for the consent feature itself and contain no information that identifies you.

### Information kept in local storage

- **Theme**: whether you chose the light or dark theme, so the site looks the way you left it.
- **utm_code**: the campaign parameters (utm_source, utm_medium, utm_campaign, utm_term and utm_content) from a tagged link that brought you here. It is saved only when the link carries at least a source and a medium, and it is sent with a contact form message so we know which campaign reached you. It stays until you clear your browser's site data, or until a later tagged link replaces it.

### Consent categories

You can allow or refuse each optional category in the cookie settings panel.

- **Necessary**: always on. Storage the site needs to work and to remember your consent, such as the accept cookie and your consent choices.
- **Functional**: features that make the site more convenient, such as remembering preferences and embedded media or animation players.
- **Analytics**: measurement of how visitors find and use the site, such as pages viewed and the channels that brought them, reported to us in aggregate.
- **Performance**: monitoring of speed and errors, including the error-reporting service described in our privacy policy, so we can find and fix problems.
- **Advertisement**: advertising and tag-manager tools that measure whether our ads lead to contact messages and may show our ads to you on other websites.

Optional tools are loaded only after you allow their category. Third-party providers of analytics and advertising tools may set their own cookies under their own policies once allowed.

### Changing your choices

Choose **Cookie settings** in the footer of any page to reopen the panel, switch categories on or off and confirm. You can also delete cookies and local storage in your browser's settings; if you delete the accept cookie, the banner will appear again on your next visit. Blocking necessary cookies in your browser may stop the consent feature from remembering your choices.`,
    },
  ],
};

export default page;
