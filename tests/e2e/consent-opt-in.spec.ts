/**
 * Consent is opted into where the law asks it: a browser in a time zone of the EEA, the UK
 * or Switzerland opens the customizer with every toggle but Necessary off.
 */
import { OPT_IN_TIME_ZONES } from '@/lib/consent/opt-in-zones';

import { expect, type Page, test } from './support/fixtures';

const panel = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });
const toggle = (page: Page, label: string) => panel(page).getByRole('switch', { name: label });

for (const timezoneId of ['Europe/Berlin', 'Europe/London', 'Europe/Zurich']) {
  test.describe(timezoneId, () => {
    test.use({ timezoneId });

    test('the customizer starts with its toggles off', async ({ page }) => {
      expect(OPT_IN_TIME_ZONES.has(timezoneId)).toBe(true);
      await page.goto('/');
      await page
        .getByRole('region', { name: 'We use cookies' })
        .getByRole('button', { name: 'Customize' })
        .click();
      await expect(toggle(page, 'Necessary')).toBeChecked();
      for (const label of ['Functional', 'Analytics', 'Performance', 'Advertisement'])
        await expect(toggle(page, label)).not.toBeChecked();
    });
  });
}
