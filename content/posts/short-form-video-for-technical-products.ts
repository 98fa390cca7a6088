import type { Post } from '@/lib/content/schema';

const post: Post = {
  slug: 'short-form-video-for-technical-products',
  title: 'Short-Form Video for Technical B2B Products',
  excerpt:
    'A complex product does not need a big video budget to explain itself on social media. Short, focused clips built around one idea often do more than a polished brand film.',
  description:
    'How B2B tech and security companies can use short-form social video: one idea per clip, experts on camera, screen recordings, captions and a sustainable workflow.',
  author: 'design-team',
  date: '2026-03-03',
  category: 'social-media-marketing-and-management',
  body: `Many technology companies avoid short-form video because their product does not seem to suit it. A detection engine or a data platform does not have an obvious visual hook, and the team imagines a trend-driven format that would feel out of place for a serious B2B brand.

In practice, short video works well for technical products when it does what good technical writing does: explain one thing clearly. A sixty-second clip of an engineer showing how to spot a misconfigured cloud storage bucket can reach and help more practitioners than a polished brand film. Here is how we approach it with B2B and security clients.

## One idea per clip

The most important rule is focus. Each video should answer one question, show one technique or make one argument. If you need the word "also", you probably have two videos.

Good sources of ideas:

- Questions prospects ask on sales calls, answered in under a minute
- A single feature shown solving a single problem, using a real screen
- Myths or common mistakes in your field, corrected with a short example
- Takeaways from research your team has published
- Short explanations of a term or concept that newcomers to the field find confusing

## Put your experts on camera

Audiences trust people more than logos. Engineers, researchers and customer-facing technical staff make the most credible presenters, even if they are not polished. A clear explanation from someone who obviously knows the subject beats a perfect delivery from a spokesperson.

Make it easy for them. Plan the key points rather than a word-for-word script, record in short takes, and keep setup simple: a decent microphone, soft light facing the speaker and a quiet room matter more than an expensive camera. Many strong clips are recorded on a phone.

## Show the product honestly

Screen recordings are a natural fit for software. Zoom in on the part of the interface that matters, remove dead time and keep the cursor movement deliberate. Use realistic but safe data; never show real customer information, internal hostnames or credentials, which security-minded viewers will notice immediately.

Avoid over-produced animations that show an idealized product. Technical buyers want to see what using it is actually like.

## Design for silent, vertical viewing

Many people watch social video on a phone with the sound off. Plan for it:

- **Burn in captions**, carefully checked, especially for technical terms and product names.
- **Open with the point.** The first seconds should state the problem or question, in words on screen as well as spoken.
- **Frame for vertical and square formats** first, then adapt for horizontal where needed.
- **Keep text large** and on screen long enough to read.

## Publish where your audience is, on a steady rhythm

For most B2B technology companies, LinkedIn is the primary home for this content, posted natively rather than as a link to another platform. YouTube Shorts extends reach and builds a searchable library, and the same clips can support website pages, sales emails and event screens. Our post on [LinkedIn strategy for cybersecurity brands](/blog/linkedin-for-cybersecurity-brands) covers how video fits into a wider presence.

Consistency matters more than any single clip. A practical rhythm is a monthly recording session that produces several clips, edited and scheduled over the following weeks. Use a simple template for titles, captions and branding so each video does not become a design project.

Measure watch time, completion rate, engagement from target roles and traffic to related pages, and let those numbers shape the next session. If you want help planning, recording and editing, our [social media marketing](/services/social-media-marketing) team and [branding and design](/services/branding-and-design) team work on video together.`,
};

export default post;
