// The guardian portal's Fees against the real binary and the demo school (which assesses every
// learner and has most families pay what has fallen due), at a 1366×900 desktop and a 390×844
// phone: the demo guardian (parent1) opens Fees for their child and sees the balance, what is
// due next, the installments with their status and the official receipts as the server has
// them, each receipt and the statement of account a PDF.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signedInApi } from './admin-api.mjs';
import { expectVisible, launchBrowser, openPage, signIn } from './browser.mjs';
import { expectWellMade, pesos } from './fees-common.mjs';
import { assertPdf, shortDate } from './downloads.mjs';
import { DESKTOP, PHONE } from './layout.mjs';
import { DEMO_PASSWORD, startServer } from './server.mjs';

const GUARDIAN = { email: 'parent1@demo.lyceum.test', password: DEMO_PASSWORD };

/** How the screen names an installment's status. */
const STATUS_LABELS = { paid: 'Paid', 'partly paid': 'Partly paid', overdue: 'Overdue', due: 'Due today', upcoming: 'Upcoming' };

/** Asks for the PDF `link` leads to, in the page's session: a 200 of `application/pdf` that is one. */
async function expectPdfBehind(page, link, pathname) {
  const address = new URL(await link.getAttribute('href'), page.url());
  assert.equal(address.pathname, pathname);
  const answer = await page.request.get(address.pathname + address.search);
  assert.equal(answer.status(), 200, await answer.text());
  assert.equal(answer.headers()['content-type'], 'application/pdf');
  assertPdf(await answer.body());
  return address;
}

describe("the guardian portal's Fees", () => {
  let server;
  let browser;
  let child;
  /** The child's account as the server gives it to the guardian. */
  let account;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const guardian = await signedInApi(server.baseUrl, 'guardian', GUARDIAN);
    [child] = (await guardian.get('/api/guardians/children')).children;
    assert.ok(child, 'the demo guardian has a child');
    account = await guardian.get(`/api/fees/child?studentID=${child._id}`);
    assert.equal(account.assessed, true, 'the demo assesses every learner');
    assert.ok(account.installments.length > 0, 'the demo child has installments');
    assert.ok(account.receipts.length > 0, "the demo child's family has paid");
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    test(`${size}: the balance, what is due next, the installments, a receipt and the statement as PDFs`, async () => {
      const { context, page } = await openPage(browser, server.baseUrl, '/guardian', { viewport });
      try {
        await signIn(page, GUARDIAN);
        await expectVisible(page.getByRole('heading', { name: 'Home', exact: true }));
        // On a phone the menu sits behind its button.
        const burger = page.getByRole('button', { name: 'Open navigation', exact: true });
        if (await burger.isVisible()) await burger.click();
        await page.getByRole('navigation', { name: 'Guardian menu' }).getByRole('button', { name: 'Fees', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Fees', exact: true }));
        const address = new URL(page.url());
        assert.equal(address.pathname, '/guardian/fees');
        assert.equal(address.searchParams.get('child'), child._id);

        await expectVisible(page.getByText(`School year ${account.schoolYear}`, { exact: true }));
        const balance = page.getByRole('region', { name: 'Balance', exact: true });
        await expectVisible(balance.getByText(pesos(account.balanceCentavos), { exact: true }));
        const nextDue = page.getByRole('region', { name: 'Next due', exact: true });
        await expectVisible(nextDue.getByText(account.nextDue ? pesos(account.nextDue.amountCentavos) : 'Nothing due', { exact: true }));

        const installments = page.getByRole('table', { name: 'Installments', exact: true });
        for (const installment of account.installments) {
          const row = installments.getByRole('row').filter({ has: page.getByRole('rowheader', { name: shortDate(installment.dueOn), exact: true }) });
          await expectVisible(row.getByText(pesos(installment.amountCentavos), { exact: true }));
          await expectVisible(row.getByText(STATUS_LABELS[installment.status], { exact: true }));
        }

        const [receipt] = account.receipts;
        const number = String(receipt.number).padStart(6, '0');
        const receiptRow = page
          .getByRole('table', { name: 'Receipts', exact: true })
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
        await expectVisible(receiptRow.getByText(pesos(receipt.amountCentavos), { exact: true }));
        const receiptAddress = await expectPdfBehind(page, receiptRow.getByRole('link', { name: 'Receipt (PDF)', exact: true }), '/api/fees/child-receipt');
        assert.equal(receiptAddress.searchParams.get('receiptID'), receipt._id);
        await expectWellMade(page, `guardian: Fees (${size})`);

        // The statement opens in a tab of its own: the browser's own request for it.
        const statement = page.getByRole('link', { name: 'Statement of account (PDF)', exact: true });
        const [opened] = await Promise.all([
          context.waitForEvent('request', (request) => new URL(request.url()).pathname === '/api/fees/child-statement'),
          statement.click(),
        ]);
        assert.ok(opened.isNavigationRequest(), 'the statement opens as a page of its own, not a fetch');
        for (const other of context.pages()) if (other !== page) await other.close();
        const statementAddress = await expectPdfBehind(page, statement, '/api/fees/child-statement');
        assert.equal(statementAddress.searchParams.get('studentID'), child._id);
        assert.equal(statementAddress.searchParams.get('schoolYearID'), account.schoolYearID);
      } finally {
        await context.close();
      }
    });
  }
});
