import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDetachedAddress } from '@/lib/screen-address';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { ACCOUNT, callsTo, feesServer, GRADE_7_SCHEDULE } from '../testing/fees';
import type { FeeAccountView } from '../types';
import { LearnerAccountsScreen } from './learner-accounts-screen';

/** Juan paid ₱5,000.00 more than he owed: a credit of ₱5,000.00. */
const IN_CREDIT: FeeAccountView = { ...ACCOUNT, balanceCentavos: -500000, nextDue: null };

/** Juan's account as `account()` gives it, and `refund` answering `POST /api/fees/refund`. */
function refundServer(account: () => FeeAccountView, refund: (body: unknown) => Response = () => jsonResponse(404, { message: 'no refund' })) {
  return feesServer((call, body) => {
    if (call === 'GET /api/fees/account?studentID=s-1&schoolYearID=y-2026') return jsonResponse(200, account());
    if (call === 'GET /api/fees/schedule?schoolYearID=y-2026&levelID=l-7') return jsonResponse(200, GRADE_7_SCHEDULE);
    if (call === 'POST /api/fees/refund') return refund(body);
    return undefined;
  });
}

function renderAccount() {
  useDetachedAddress.setState({ rest: ['s-1'] });
  return renderWithProviders(<LearnerAccountsScreen />);
}

const balance = () => screen.getByRole('region', { name: 'Balance' });

async function openRefund() {
  const rendered = renderAccount();
  await rendered.user.click(await within(await screen.findByRole('region', { name: 'Balance' })).findByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund the credit' });
  return { ...rendered, dialog };
}

describe('Refund of a credit', () => {
  it('offers no refund when the account holds no credit', async () => {
    refundServer(() => ACCOUNT);
    renderAccount();
    expect(await within(await screen.findByRole('region', { name: 'Balance' })).findByText('₱13,500.50')).toBeInTheDocument();
    expect(within(balance()).queryByText(/^Credit/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('shows the credit, and a refund of it all prefilled', async () => {
    refundServer(() => IN_CREDIT);
    const { dialog } = await openRefund();
    expect(within(balance()).getByText('Credit ₱5,000.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Amount (₱)' })).toHaveValue('5000.00');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('');
  });

  it('asks the reason and an amount not past the credit before sending', async () => {
    const fetchMock = refundServer(() => IN_CREDIT);
    const { user, dialog } = await openRefund();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (₱)' });
    await user.clear(amount);
    await user.type(amount, '5000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(amount).toHaveAccessibleDescription('The credit is ₱5,000.00: a refund cannot be more.');
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Say why the money is paid back.');
    expect(callsTo(fetchMock, 'POST', '/api/fees/refund')).toEqual([]);
  });

  it("shows the server's refusals beside the fields they name, or in the dialog", async () => {
    let answer = jsonResponse(400, {
      message: 'The refund is not valid.',
      errors: { amountCentavos: 'Amounts are in whole centavos: 1.5 is not.', reason: 'Say why the money is paid back.' },
    });
    refundServer(
      () => IN_CREDIT,
      () => answer,
    );
    const { user, dialog } = await openRefund();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Overpaid');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Amount (₱)' })).toHaveAccessibleDescription('Amounts are in whole centavos: 1.5 is not.'),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Say why the money is paid back.');

    answer = jsonResponse(409, { message: "Juan Dela Cruz's account holds no credit to refund." });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Juan Dela Cruz's account holds no credit to refund.");
  });

  it('records the refund, says so and shows the account the server answers', async () => {
    const refunded: FeeAccountView = {
      ...IN_CREDIT,
      balanceCentavos: -200000,
      entries: [
        ...IN_CREDIT.entries,
        { _id: 'e-3', kind: 'refund', description: 'Credit paid back', amountCentavos: 300000, receiptNumber: null, reason: 'Overpaid', by: 'Administrator', at: '2026-07-02T01:00:00Z' },
      ],
    };
    const fetchMock = refundServer(
      () => IN_CREDIT,
      () => jsonResponse(200, refunded),
    );
    const { user, dialog } = await openRefund();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (₱)' });
    await user.clear(amount);
    await user.type(amount, '3,000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Overpaid ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Refund of ₱3,000.00 recorded.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/fees/refund')).toEqual([
      { studentID: 's-1', schoolYearID: 'y-2026', amountCentavos: 300000, reason: 'Overpaid' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The answer is shown: the account is not asked again.
    expect(within(balance()).getByText('Credit ₱2,000.00')).toBeInTheDocument();
    const entry = within(screen.getByRole('table', { name: 'Ledger' })).getByText('+₱3,000.00').closest('tr')!;
    expect(within(entry).getByText('Refund')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/fees/account')).toHaveLength(1);
  });
});
