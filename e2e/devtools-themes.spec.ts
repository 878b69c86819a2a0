// Guards the components gallery's themes (spec §6, decision 051): it shows the shared components once per theme (the three brands and the admin theme), each in its own colours and with its brand's wordmark, and every theme meets axe's colour-contrast rule.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openApp } from './helpers/app';

// axe over four copies of the gallery in a development build, on a shared machine: twice the usual time.
test.describe.configure({ timeout: 60_000 });

const themes = [
  { theme: 'websupport', heading: 'Theme WebSupport', wordmark: 'WebSupport', primary: 'rgb(11, 95, 255)' },
  { theme: 'active24', heading: 'Theme Active24', wordmark: 'Active24', primary: 'rgb(212, 20, 28)' },
  { theme: 'loopia', heading: 'Theme Loopia', wordmark: 'Loopia', primary: 'rgb(0, 119, 74)' },
  { theme: 'admin', heading: 'Theme Administration', wordmark: 'WebSupport', primary: 'rgb(55, 65, 81)' },
];

test('the components gallery shows every theme in its colours, each of readable contrast', async ({
  page,
}) => {
  await openApp(page, '/en/developer/components');
  for (const { theme, heading, wordmark, primary } of themes) {
    const block = page.getByRole('region', { name: heading });
    await expect(block).toHaveAttribute('data-theme', theme);
    await expect(block.locator('.wordmark')).toHaveText(wordmark);
    await expect(block.getByRole('button', { name: 'Primary' })).toHaveCSS('background-color', primary);
  }
  // One axe run over the four theme blocks: a failing node's selector names its theme.
  const result = await new AxeBuilder({ page })
    .include('.developer__theme')
    .withRules(['color-contrast'])
    .analyze();
  expect(result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});
