// Signing in with the school's Google account against the real binary and a stand-in OpenID
// provider: an administrator turns Google on under 'School accounts' on 'Manage
// administrators'; a teacher then signs in with 'Sign in with Google' on their login page, and
// someone whose e-mail is outside the school's domains is sent back with the reason.
import { after, before, describe, test } from 'node:test';
import { expectVisible, launchBrowser, openAdminView, openPage, signIn } from './browser.mjs';
import { CLIENT_ID, CLIENT_SECRET, startOpenIdProvider } from './openid-stand-in.mjs';
import { ADMIN, startServer } from './server.mjs';

describe("the school's Google accounts", () => {
  let provider;
  let server;
  let browser;

  before(async () => {
    provider = await startOpenIdProvider();
    server = await startServer({ env: provider.env });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.stop();
  });

  test('an administrator turns Google on for the school’s domain', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/admin');
    try {
      await signIn(page, ADMIN);
      await expectVisible(page.getByRole('heading', { name: 'Today at school', exact: true }));
      await openAdminView(page, 'Administrators', 'Manage administrators');
      const google = page.getByRole('region', { name: 'Google accounts' });
      await expectVisible(google.getByText(`${server.baseUrl}/api/sign-in/google/callback`, { exact: true }));
      await google.getByRole('switch', { name: "Offer 'Sign in with Google'" }).click({ force: true });
      await google.getByRole('button', { name: 'Save Google sign-in', exact: true }).click();
      await expectVisible(google.getByText('Enter the client ID the provider gave the school.', { exact: true }));
      await google.getByLabel('Client ID', { exact: true }).fill(CLIENT_ID);
      await google.getByLabel('Client secret', { exact: true }).fill(CLIENT_SECRET);
      await google.getByLabel(/^E-mail domains/).fill('demo.lyceum.test');
      await google.getByRole('button', { name: 'Save Google sign-in', exact: true }).click();
      await expectVisible(page.getByText("'Sign in with Google' is on.", { exact: true }));
    } finally {
      await context.close();
    }
  });

  test('a teacher signs in with Google; an e-mail outside the school is sent back', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/teacher');
    try {
      provider.signIn.as = 'teacher1@demo.lyceum.test';
      await page.getByRole('link', { name: 'Sign in with Google', exact: true }).click();
      await expectVisible(page.getByRole('button', { name: 'Account menu' }));

      await page.context().clearCookies();
      await page.goto('/teacher');
      provider.signIn.as = 'someone@gmail.com';
      await page.getByRole('link', { name: 'Sign in with Google', exact: true }).click();
      await expectVisible(
        page.getByText('Your school account could not sign you in here. Sign in with your password, or ask the school office.', {
          exact: true,
        }),
      );
      await expectVisible(page.getByRole('heading', { name: 'Login as a Teacher', exact: true }));
    } finally {
      await context.close();
    }
  });
});
