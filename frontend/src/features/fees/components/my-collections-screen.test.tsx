import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { callsTo, feesServer } from '../testing/fees';
import type { CashierDayView } from '../types';
import { MyCollectionsScreen } from './my-collections-screen';

const OPEN_DAY: CashierDayView = {
  day: '2026-11-24',
  cashier: 'Administrator',
  receipts: 3,
  byMethod: [
    { method: 'cash', receipts: 2, amountCentavos: 750050 },
    { method: 'cheque', receipts: 1, amountCentavos: 1200000 },
    { method: 'bank transfer', receipts: 0, amountCentavos: 0 },
    { method: 'e-wallet', receipts: 0, amountCentavos: 0 },
  ],
  totalCentavos: 1950050,
  voided: 1,
  closed: false,
  closedAt: null,
  countedCashCentavos: null,
  differenceCentavos: null,
};

const closedDay = (countedCashCentavos: number): CashierDayView => ({
  ...OPEN_DAY,
  closed: true,
  closedAt: '2026-11-24T09:30:00Z',
  countedCashCentavos,
  differenceCentavos: countedCashCentavos - 750050,
});

function dayServer(day: () => CashierDayView, close: (body: unknown) => Response) {
  return feesServer((call, body) => {
    if (call.startsWith('GET /api/fees/my-day?')) return jsonResponse(200, day());
    if (call === 'POST /api/fees/close-day') return close(body);
    return undefined;
  });
}

const counted = () => screen.getByRole('textbox', { name: 'Cash counted' });

describe('MyCollectionsScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 17, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows today's collections by method, the total and the receipts voided", async () => {
    const fetchMock = dayServer(() => OPEN_DAY, () => jsonResponse(500, {}));
    renderWithProviders(<MyCollectionsScreen />);

    const table = await screen.findByRole('table', { name: 'Collections by method' });
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-24');
    expect(screen.getByLabelText('Day')).toHaveAttribute('max', '2026-11-24');
    const cash = within(table).getByRole('row', { name: /^Cash/ });
    expect(within(cash).getByText('₱7,500.50')).toBeInTheDocument();
    expect(within(cash).getByText('2')).toBeInTheDocument();
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(within(total).getByText('₱19,500.50')).toBeInTheDocument();
    expect(screen.getByText('1 voided')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Close the day' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/fees/my-day?day=2026-11-24');
  });

  it('asks the cash counted, asks before closing, posts it in centavos and shows the day closed, short', async () => {
    let closed: CashierDayView | null = null;
    const fetchMock = dayServer(
      () => closed ?? OPEN_DAY,
      () => {
        closed = closedDay(745050);
        return jsonResponse(200, closed);
      },
    );
    const { user } = renderWithProviders(<MyCollectionsScreen />);
    await screen.findByRole('table', { name: 'Collections by method' });

    await user.click(screen.getByRole('button', { name: 'Close the day' }));
    expect(counted()).toHaveAccessibleDescription('Enter the cash counted.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(counted(), '7,450.5');
    await user.click(screen.getByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your collections of Tue, Nov 24, 2026?' });
    expect(within(dialog).getByText("The day's receipts can no longer be voided, and you post no more payments today.")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/fees/close-day')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close the day' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/fees/close-day')).toEqual([{ day: '2026-11-24', countedCashCentavos: 745050 }]));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    const closing = screen.getByLabelText('The closing');
    expect(within(closing).getByText('₱7,450.50')).toBeInTheDocument();
    const difference = within(closing).getByText('-₱50.00 short');
    expect(difference).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Close the day' })).not.toBeInTheDocument();
  });

  it('closes with no cash counted, and shows an exact count and one over', async () => {
    let closed: CashierDayView | null = null;
    const fetchMock = dayServer(
      () => closed ?? OPEN_DAY,
      () => {
        closed = closedDay(750050);
        return jsonResponse(200, closed);
      },
    );
    const { user } = renderWithProviders(<MyCollectionsScreen />);
    await screen.findByRole('table', { name: 'Collections by method' });
    await user.type(counted(), '0');
    await user.click(screen.getByRole('button', { name: 'Close the day' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close the day' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/fees/close-day')).toEqual([{ day: '2026-11-24', countedCashCentavos: 0 }]));
    expect(await screen.findByText('₱0.00 exact')).toBeInTheDocument();
  });

  it('shows a day closed over the count', async () => {
    dayServer(() => closedDay(760050), () => jsonResponse(500, {}));
    renderWithProviders(<MyCollectionsScreen />);
    expect(await screen.findByText('+₱100.00 over')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Cash counted' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside the cash counted, or in an alert", async () => {
    let answer = jsonResponse(400, { message: 'Invalid.', errors: { countedCashCentavos: 'Enter at most ₱10,000,000.00.' } });
    dayServer(
      () => OPEN_DAY,
      () => answer,
    );
    const { user } = renderWithProviders(<MyCollectionsScreen />);
    await screen.findByRole('table', { name: 'Collections by method' });
    await user.type(counted(), '100');
    await user.click(screen.getByRole('button', { name: 'Close the day' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close the day' }));
    await waitFor(() => expect(counted()).toHaveAccessibleDescription('Enter at most ₱10,000,000.00.'));

    answer = jsonResponse(409, { message: 'This day is already closed.' });
    await user.click(screen.getByRole('button', { name: 'Close the day' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close the day' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This day is already closed.');
  });

  it('asks no day still to come', async () => {
    const fetchMock = dayServer(() => OPEN_DAY, () => jsonResponse(500, {}));
    const { user } = renderWithProviders(<MyCollectionsScreen />);
    await screen.findByRole('table', { name: 'Collections by method' });
    const day = screen.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2026-11-25');
    expect(day).toHaveAccessibleDescription('Choose today or a day before.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/fees/my-day?day=2026-11-25');
  });
});
