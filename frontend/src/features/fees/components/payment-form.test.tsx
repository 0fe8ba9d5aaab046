import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { callsTo, feesServer, RECEIPT } from '../testing/fees';
import type { AccountItemView } from '../types';
import { PaymentForm } from './payment-form';

function paymentServer(answer: () => Response = () => jsonResponse(201, RECEIPT)) {
  return feesServer((call) => (call === 'POST /api/fees/payments' ? answer() : undefined));
}

function renderForm(items: AccountItemView[] = []) {
  const opened = vi.spyOn(window, 'open').mockReturnValue(null);
  return { ...renderWithProviders(<PaymentForm studentID="s-1" schoolYearID="y-2026" items={items} />), opened };
}

/** Tuition paid in part, books not at all, the miscellaneous fee in full. */
const ITEMS: AccountItemView[] = [
  { key: 'item:t', name: 'Tuition', amountCentavos: 2700000, paidCentavos: 1000000 },
  { key: 'item:b', name: 'Books', amountCentavos: 200000, paidCentavos: 0 },
  { key: 'item:m', name: 'Miscellaneous', amountCentavos: 50000, paidCentavos: 50000 },
];

async function chooseMethod(user: UserEvent, method: string) {
  await user.click(screen.getByRole('textbox', { name: 'Method' }));
  await user.click(await screen.findByRole('option', { name: method }));
}

const amount = () => screen.getByRole('textbox', { name: 'Amount' });

describe('PaymentForm', () => {
  it('posts a cash payment in centavos, says the receipt issued and opens it to print', async () => {
    const fetchMock = paymentServer();
    const { user, opened } = renderForm();
    expect(screen.getByRole('textbox', { name: 'Method' })).toHaveValue('Cash');
    expect(screen.queryByRole('textbox', { name: 'Bank' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reference' })).not.toBeInTheDocument();
    // An account with no items to choose pays the oldest amount due, without asking.
    expect(screen.queryByRole('radiogroup', { name: 'Apply payment to' })).not.toBeInTheDocument();

    await user.type(amount(), '5,000.5');
    await user.click(screen.getByRole('button', { name: 'Post payment' }));

    expect(await screen.findByText('Official receipt 000123 issued')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/fees/payments')).toEqual([
      { studentID: 's-1', schoolYearID: 'y-2026', amountCentavos: 500050, method: 'cash' },
    ]);
    expect(opened).toHaveBeenCalledWith('/api/fees/receipt?receiptID=r-123&width=a5', '_blank', 'noopener');
    // Ready for the next payment.
    expect(amount()).toHaveValue('');
  });

  it("asks a cheque's bank and number, and sends them", async () => {
    const fetchMock = paymentServer();
    const { user } = renderForm();
    await chooseMethod(user, 'Cheque');

    await user.click(screen.getByRole('button', { name: 'Post payment' }));
    expect(amount()).toHaveAccessibleDescription('Enter an amount in pesos, e.g. 1234.50 (at most two decimals).');
    expect(screen.getByRole('textbox', { name: 'Bank' })).toHaveAccessibleDescription("Enter the cheque's bank.");
    expect(screen.getByRole('textbox', { name: 'Cheque number' })).toHaveAccessibleDescription("Enter the cheque's number.");
    expect(callsTo(fetchMock, 'POST', '/api/fees/payments')).toEqual([]);

    await user.type(amount(), '0');
    await user.click(screen.getByRole('button', { name: 'Post payment' }));
    expect(amount()).toHaveAccessibleDescription('Enter an amount above zero.');
    await user.clear(amount());
    await user.type(amount(), '12000');
    await user.type(screen.getByRole('textbox', { name: 'Bank' }), ' BDO ');
    await user.type(screen.getByRole('textbox', { name: 'Cheque number' }), '0001234');
    await user.click(screen.getByRole('button', { name: 'Post payment' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/fees/payments')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/fees/payments')[0]).toEqual({
      studentID: 's-1',
      schoolYearID: 'y-2026',
      amountCentavos: 1200000,
      method: 'cheque',
      bank: 'BDO',
      reference: '0001234',
    });
  });

  it('asks the reference of a bank transfer or an e-wallet payment, and no bank', async () => {
    const fetchMock = paymentServer();
    const { user } = renderForm();
    await chooseMethod(user, 'E-wallet');
    expect(screen.queryByRole('textbox', { name: 'Bank' })).not.toBeInTheDocument();

    await user.type(amount(), '1500');
    await user.click(screen.getByRole('button', { name: 'Post payment' }));
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveAccessibleDescription('Enter the reference of the payment.');
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'GC-889911');
    await user.click(screen.getByRole('button', { name: 'Post payment' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/fees/payments')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/fees/payments')[0]).toEqual({
      studentID: 's-1',
      schoolYearID: 'y-2026',
      amountCentavos: 150000,
      method: 'e-wallet',
      reference: 'GC-889911',
    });
  });

  it("shows the server's refusal of the amount beside it, and opens no receipt", async () => {
    paymentServer(() =>
      jsonResponse(400, {
        message: 'An amount is at most ₱10,000,000.00.',
        errors: { amountCentavos: 'An amount is at most ₱10,000,000.00.' },
      }),
    );
    const { user, opened } = renderForm();
    await user.type(amount(), '100');
    await user.click(screen.getByRole('button', { name: 'Post payment' }));

    await waitFor(() => expect(amount()).toHaveAccessibleDescription('An amount is at most ₱10,000,000.00.'));
    expect(opened).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Official receipt/)).not.toBeInTheDocument();
  });

  it('says why a payment after the day is closed is refused, and keeps the amount', async () => {
    paymentServer(() => jsonResponse(409, { message: 'You closed your collections of today: no more payments today.' }));
    const { user, opened } = renderForm();
    await user.type(amount(), '100');
    await user.click(screen.getByRole('button', { name: 'Post payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You closed your collections of today: no more payments today.');
    expect(amount()).toHaveValue('100.00');
    expect(opened).not.toHaveBeenCalled();
  });

  it('pays the items the cashier chooses, a part of each, their total as the amount', async () => {
    const fetchMock = paymentServer();
    const { user } = renderForm(ITEMS);
    expect(screen.getByRole('radio', { name: 'Oldest amount due' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Items I choose' }));

    // Only what is left to pay is offered; the total replaces the amount.
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Miscellaneous' })).not.toBeInTheDocument();
    const tuition = screen.getByRole('textbox', { name: 'Tuition' });
    const books = screen.getByRole('textbox', { name: 'Books' });
    expect(tuition).toHaveAccessibleDescription('₱17,000.00 left to pay');

    await user.click(screen.getByRole('button', { name: 'Post payment' }));
    expect(await screen.findByText('Enter what is paid of one item at least.')).toBeInTheDocument();
    await user.type(books, '2500');
    await user.click(screen.getByRole('button', { name: 'Post payment' }));
    expect(books).toHaveAccessibleDescription(/Books has ₱2,000.00 left to pay: its part cannot be more\./);
    expect(callsTo(fetchMock, 'POST', '/api/fees/payments')).toEqual([]);

    await user.clear(books);
    await user.type(books, '2000');
    await user.type(tuition, '1,000');
    expect(screen.getByText('Total ₱3,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post payment' }));

    expect(await screen.findByText('Official receipt 000123 issued')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/fees/payments')).toEqual([
      {
        studentID: 's-1',
        schoolYearID: 'y-2026',
        amountCentavos: 300000,
        method: 'cash',
        items: [
          { key: 'item:t', amountCentavos: 100000 },
          { key: 'item:b', amountCentavos: 200000 },
        ],
      },
    ]);
    // Ready for the next payment: the oldest amount due again.
    expect(screen.getByRole('radio', { name: 'Oldest amount due' })).toBeChecked();
  });
});
