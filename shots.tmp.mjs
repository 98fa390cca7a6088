import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3220';
const pages = { 'work-index': '/work/case-studies', 'case-study': '/work/case-studies/dave-wilson-nursery', portfolio: '/work/portfolio', post: '/blog/email-deliverability-for-b2b-senders', 'case-study-ntt': '/work/case-studies/ntt' };
const only = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, path] of Object.entries(pages)) {
  if (only && !name.startsWith(only)) continue;
  for (const width of [1280, 390]) for (const theme of ['light', 'dark']) {
    const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    await ctx.addInitScript((t) => { localStorage.setItem('theme', t); localStorage.setItem('consent', 'denied'); }, theme);
    const page = await ctx.newPage();
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.evaluate(async () => { for (let y = 0; y <= document.body.scrollHeight; y += 300) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 60)); } window.scrollTo(0, 0); });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/work/shots/art/${name}-${width}-${theme}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
