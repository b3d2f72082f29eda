import { authTexts, pagesTexts } from '@estatekey/domain';

import { expect, test } from './fixtures';

const onPath = (pathname: string) => (url: URL) => url.pathname === pathname;

test.describe('route guards', () => {
  test('an unauthenticated visit to the dashboard lands on the login page', async ({ page }) => {
    await page.goto('/home');

    await expect(page).toHaveURL(onPath('/login'));
    await expect(page.getByRole('button', { name: authTexts.loginButton, exact: true })).toBeVisible();
  });

  test('an agent sent to court documents lands on the dashboard', async ({ page, signInAs }) => {
    await signInAs('aaron');

    await page.goto('/documents');

    await expect(page).toHaveURL(onPath('/home'));
  });

  test('an agent sent to an attorney page is told they lack attorney privileges, then lands on the dashboard', async ({
    page,
    signInAs,
  }) => {
    await signInAs('aaron');

    await page.goto('/attorney/dashboard');

    await expect(page).toHaveURL(onPath('/home'));
    await expect(page.getByText(authTexts.notAttorney)).toBeVisible();
  });
});

test.describe('unknown routes', () => {
  test('show Page Not Found with a link back to the landing page', async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { name: pagesTexts.notFound.title })).toBeVisible();
    const backHome = page.getByRole('link', { name: pagesTexts.notFound.backHome });
    await expect(backHome).toHaveAttribute('href', '/');

    await backHome.click();
    await expect(page).toHaveURL(onPath('/'));
    await expect(page.getByRole('heading', { level: 1, name: pagesTexts.hero.title })).toBeVisible();
  });
});
