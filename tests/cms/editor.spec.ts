import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';

import { CMS_E2E_PORTS } from '@/playwright.cms.config';
import { loadContent } from '@/lib/content';

import { makeSiteCopy, type SiteCopy } from './site-copy';

let site: SiteCopy;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  site = await makeSiteCopy(CMS_E2E_PORTS);
  await site.startDev();
});

test.afterAll(() => site?.stop());

const content = loadContent();
const category = content.categories.at(-1)!;
const author = content.authors[0]!;
const service = content.services[0]!;

/** Opens the editor in local mode ("Login" signs in to the loopback server, no account). */
async function openEditor(page: Page, hash: string) {
  page.on('console', (m) => m.type() === 'error' && console.log(m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log(e.message.slice(0, 300)));
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 200_000 });
  await page.goto(`/admin#${hash}`);
}

/** Decap labels each control with its field's label. */
const field = (page: Page, label: string) => page.locator(`[id^="${label}-field"], label:text-is("${label}") + * input, label:text-is("${label}") + * textarea`);

test('a post written in the editor lands in content/, passes the check and renders', async ({ page }) => {
  await openEditor(page, '/collections/posts/new');
  await page.getByText('Slug', { exact: true }).waitFor();
  await page.screenshot({ path: '/work/shots/cms/e2e-new.png', fullPage: true });
  console.log(await page.locator('input, textarea, [contenteditable]').evaluateAll((els) => els.map((e) => `${e.tagName}#${e.id}`)));
});
