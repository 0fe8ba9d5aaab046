import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { CHILD_ACCOUNT } from '../testing/fees';
import { OwnFeesScreen } from './own-fees-screen';

const OWN_PATH = '/api/fees/own?studentID=s-1';
const NOT_SHOWN = 'Your school does not show fees in the student portal.';

/** The student's call for their own account answered with `answer`. */
function ownServer(answer: () => Response) {
  return mockFetch((path) => (path === OWN_PATH ? answer() : jsonResponse(404, { message: `unexpected ${path}` })));
}

const renderFees = () => renderWithProviders(<OwnFeesScreen studentID="s-1" title="Fees" />);
const region = (name: string) => screen.getByRole('region', { name });

describe('OwnFeesScreen', () => {
  it("shows the student's own balance, what is due next, the installments and the receipts and statement as their own PDFs", async () => {
    const fetchMock = ownServer(() => jsonResponse(200, CHILD_ACCOUNT));
    renderFees();

    expect(await screen.findByText('School year 2026-2027')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fees', level: 2 })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toEqual([OWN_PATH]);
    expect(within(region('Balance')).getByText('₱13,500.50')).toBeInTheDocument();
    expect(within(region('Next due')).getByText('₱3,000.00')).toBeInTheDocument();
    expect(within(region('Next due')).getByText('Due Sat, Aug 15, 2026')).toBeInTheDocument();
    // Students never pay online: that is their guardian's.
    expect(within(region('Next due')).queryByRole('button', { name: 'Pay online' })).not.toBeInTheDocument();

    const installments = screen.getByRole('table', { name: 'Installments' });
    const statusOf = (due: string) => within(installments).getByRole('rowheader', { name: due }).closest('tr')!;
    expect(within(statusOf('7/15/2026')).getByText('Paid')).toBeInTheDocument();
    expect(within(statusOf('9/15/2026')).getByText('Overdue')).toBeInTheDocument();

    const receipts = screen.getByRole('table', { name: 'Receipts' });
    const issued = within(receipts).getByRole('rowheader', { name: '000123' }).closest('tr')!;
    expect(within(issued).getByRole('link', { name: 'Receipt (PDF)' })).toHaveAttribute('href', '/api/fees/own-receipt?receiptID=r-123');
    expect(within(receipts).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    const statement = screen.getByRole('link', { name: 'Statement of account (PDF)' });
    expect(statement).toHaveAttribute('href', '/api/fees/own-statement?studentID=s-1&schoolYearID=y-2026');
    expect(statement).toHaveAttribute('target', '_blank');
    // The reminders go to the guardian: none here.
    expect(screen.queryByRole('region', { name: 'Reminders sent' })).not.toBeInTheDocument();
  });

  it("says the server's reason in place when the school does not show students their fees", async () => {
    ownServer(() => jsonResponse(403, { message: NOT_SHOWN }));
    renderFees();

    expect(await screen.findByText(NOT_SHOWN)).toBeInTheDocument();
    // Said once, in place: not also as a toast.
    expect(screen.getAllByText(NOT_SHOWN)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Statement of account (PDF)' })).not.toBeInTheDocument();
  });
});
