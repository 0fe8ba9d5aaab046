import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pretendPhone } from '@/testing/phone';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { CHILD_ACCOUNT } from '../testing/fees';
import type { FeeAccountView } from '../types';
import { ChildFeesScreen, NO_FEES_POSTED } from './child-fees-screen';

const CHILD_PATH = '/api/fees/child?studentID=s-1';

/** The guardian's call for Juan's account answered with `answer`. */
function childServer(answer: () => Response) {
  return mockFetch((path) => (path === CHILD_PATH ? answer() : jsonResponse(404, { message: `unexpected ${path}` })));
}

const renderFees = () => renderWithProviders(<ChildFeesScreen studentID="s-1" title="Fees" />);
const region = (name: string) => screen.getByRole('region', { name });

describe('ChildFeesScreen', () => {
  it('shows the school year, the balance, what is due next, the installments and the receipts', async () => {
    const fetchMock = childServer(() => jsonResponse(200, CHILD_ACCOUNT));
    renderFees();

    expect(await screen.findByText('School year 2026-2027')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toEqual([CHILD_PATH]);
    expect(within(region('Balance')).getByText('₱13,500.50')).toBeInTheDocument();
    expect(within(region('Next due')).getByText('₱3,000.00')).toBeInTheDocument();
    expect(within(region('Next due')).getByText('Due Sat, Aug 15, 2026')).toBeInTheDocument();

    const installments = screen.getByRole('table', { name: 'Installments' });
    expect(within(installments).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Due date', 'Amount', 'Paid', 'Status']);
    const statusOf = (due: string) => within(installments).getByRole('rowheader', { name: due }).closest('tr')!;
    expect(statusOf('7/15/2026')).toHaveTextContent('₱4,000.00₱4,000.00Paid');
    expect(within(statusOf('8/15/2026')).getByText('Partly paid')).toBeInTheDocument();
    expect(within(statusOf('9/15/2026')).getByText('Overdue')).toBeInTheDocument();
    expect(within(statusOf('10/15/2026')).getByText('Due today')).toBeInTheDocument();
    expect(within(statusOf('11/16/2026')).getByText('Upcoming')).toBeInTheDocument();

    const receipts = screen.getByRole('table', { name: 'Receipts' });
    const issued = within(receipts).getByRole('rowheader', { name: '000123' }).closest('tr')!;
    expect(issued).toHaveTextContent('₱5,000.00');
    expect(issued).toHaveTextContent('Cash');
    expect(within(issued).getByRole('link', { name: 'Receipt (PDF)' })).toHaveAttribute('href', '/api/fees/child-receipt?receiptID=r-123');
    const voided = within(receipts).getByRole('rowheader', { name: '000124' }).closest('tr')!;
    expect(within(voided).getByText('VOID')).toBeInTheDocument();
    expect(voided).toHaveTextContent('E-wallet');
    expect(within(voided).getByRole('link', { name: 'Receipt (PDF)' })).toHaveAttribute('href', '/api/fees/child-receipt?receiptID=r-124');
    // Nothing for a cashier: no voiding, no till-roll copy.
    expect(within(receipts).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();

    const statement = screen.getByRole('link', { name: 'Statement of account (PDF)' });
    expect(statement).toHaveAttribute('href', '/api/fees/child-statement?studentID=s-1&schoolYearID=y-2026');
    expect(statement).toHaveAttribute('target', '_blank');
  });

  it("says 'Nothing due' when every installment is paid", async () => {
    childServer(() => jsonResponse(200, { ...CHILD_ACCOUNT, balanceCentavos: 0, nextDue: null }));
    renderFees();

    expect(await within(await screen.findByRole('region', { name: 'Next due' })).findByText('Nothing due')).toBeInTheDocument();
    expect(within(region('Balance')).getByText('₱0.00')).toBeInTheDocument();
  });

  it('says when no fees are posted for the year yet, without a statement to download', async () => {
    const unassessed: FeeAccountView = { ...CHILD_ACCOUNT, assessed: false, entries: [], installments: [], receipts: [], balanceCentavos: 0, nextDue: null };
    childServer(() => jsonResponse(200, unassessed));
    renderFees();

    expect(await screen.findByText(NO_FEES_POSTED)).toBeInTheDocument();
    expect(NO_FEES_POSTED).toBe('No fees have been posted for this school year yet.');
    expect(screen.getByText('School year 2026-2027')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Statement of account (PDF)' })).not.toBeInTheDocument();
  });

  it("shows it loading, then 'Try again' after a failure, which asks again", async () => {
    let answers = 0;
    childServer(() => {
      answers += 1;
      return answers === 1 ? jsonResponse(403, { message: 'This student is not linked to your account.' }) : jsonResponse(200, CHILD_ACCOUNT);
    });
    const { user } = renderFees();
    expect(screen.getByRole('status', { name: 'Loading the fees' })).toBeInTheDocument();

    expect(await screen.findByText('The fees could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await within(await screen.findByRole('region', { name: 'Balance' })).findByText('₱13,500.50')).toBeInTheDocument();
  });

  it('shows each installment and receipt as a card of its own on a phone', async () => {
    pretendPhone();
    childServer(() => jsonResponse(200, CHILD_ACCOUNT));
    renderFees();

    const installments = await screen.findByRole('table', { name: 'Installments' });
    // Still a table to a screen reader, its rows the cards.
    expect(within(installments).getAllByRole('row')).toHaveLength(6);
    const receipt = within(screen.getByRole('table', { name: 'Receipts' })).getByRole('rowheader', { name: '000123' }).closest('[role="row"]')!;
    expect(within(receipt as HTMLElement).getByRole('link', { name: 'Receipt (PDF)' })).toBeInTheDocument();
  });
});
