import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3200';
const out = '/tmp/leadshots';
const routes = (process.env.ROUTES ?? '/').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const theme of (process.env.THEMES ?? 'light').split(',')) {
  for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
    const context = await browser.newContext({ viewport, colorScheme: theme });
    await context.addCookies([{ name: 'accept', value: process.env.BANNER ? 'false' : 'true', url: base }]);
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(base + route);
      await page.waitForTimeout(400);
      if (process.env.MENU && name === 'phone') { await page.getByRole('button', { name: 'Menu', exact: true }).click(); await page.waitForTimeout(300); }
      const file = `${out}/${route.replace(/\W+/g, '_') || 'home'}-${name}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
