import { expect, test } from '@playwright/test';

test('the privacy note says what is kept, for how long and how to have it erased, in French', async ({ page }) => {
  await page.goto('/fr/confidentialite');
  await expect(page).toHaveTitle(/Protection des données/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Protection des données');
  await expect(main.getByRole('heading', { name: 'Ce que nous enregistrons' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Combien de temps' })).toContainText('730 jours après sa clôture');
  await expect(main.getByRole('region', { name: 'Aucun suivi' })).toContainText('cookie');
  await expect(main.getByRole('link', { name: 'info@jorat-hydraulique.example' })).toHaveAttribute(
    'href',
    'mailto:info@jorat-hydraulique.example',
  );
});

test('the privacy note renders in German, and the footer and the contact form link to it', async ({ page }) => {
  await page.goto('/de/contact');
  const formLink = page.getByRole('main').getByRole('link', { name: /Datenschutzhinweis/ });
  await expect(formLink).toHaveAttribute('href', '/de/confidentialite');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' });
  await expect(footerLink).toHaveAttribute('href', '/de/confidentialite');
  await page.goto('/de/confidentialite');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Datenschutzhinweis');
  await expect(main.getByRole('region', { name: 'Wie lange' })).toContainText('730 Tage');
  await expect(main.getByRole('region', { name: 'Ihre Rechte' })).toContainText('EDÖB');
});
