import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/dates';
import { pretendPhone } from '@/testing/phone';
import { jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import { CHILD_ACCOUNT } from '../testing/fees';
import type { FeeAccountView, FeeReminderView } from '../types';
import { ChildFeesScreen } from './child-fees-screen';
import { NO_FEES_POSTED } from './family-fees-screen';
import { NO_REMINDERS_SENT } from './reminders-sent';

const CHILD_PATH = '/api/fees/child?studentID=s-1';
const REMINDERS_PATH = '/api/fees/child-reminders?studentID=s-1';

/** The reminders sent about Juan, newest first: the next installment due soon (e-mailed too), an earlier one overdue. */
const REMINDERS: FeeReminderView[] = [
  { kind: 'upcoming', dueOn: '2026-10-15', amountCentavos: 400000, sentAt: '2026-10-08T00:00:00Z', emailed: true },
  { kind: 'overdue', dueOn: '2026-09-15', amountCentavos: 400000, sentAt: '2026-09-16T00:00:00Z', emailed: false },
];

/** The guardian's calls for Juan's account answered with `answer`, and for the reminders sent about him with `reminders`. */
function childServer(answer: () => Response, reminders: () => Response = () => jsonResponse(200, { reminders: REMINDERS })) {
  return mockFetch((path) => {
    if (path === CHILD_PATH) return answer();
    if (path === REMINDERS_PATH) return reminders();
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
}

// At the guardian's address of the screen, which the way back from paying online adds `&paid=1` to.
const renderFees = (address = '/guardian/fees?child=s-1') => renderAtAddress(<ChildFeesScreen studentID="s-1" title="Fees" />, address);
const region = (name: string) => screen.getByRole('region', { name });

describe('ChildFeesScreen', () => {
  it('shows the school year, the balance, what is due next, the installments and the receipts', async () => {
    const fetchMock = childServer(() => jsonResponse(200, CHILD_ACCOUNT));
    renderFees();

    expect(await screen.findByText('School year 2026-2027')).toBeInTheDocument();
    // The account and the reminders sent, asked for together.
    expect(fetchMock.mock.calls.map(([path]) => String(path)).sort()).toEqual([CHILD_PATH, REMINDERS_PATH].sort());
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

  it("lists every reminder sent about the child under 'Reminders sent', newest first", async () => {
    childServer(() => jsonResponse(200, CHILD_ACCOUNT));
    renderFees();

    const sent = await screen.findByRole('table', { name: 'Reminders sent' });
    expect(within(region('Reminders sent')).getByRole('table')).toBe(sent);
    expect(within(sent).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Due date', 'Reminder', 'Amount', 'Sent']);
    const rows = within(sent).getAllByRole('rowheader').map((header) => header.closest('tr')!);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['10/15/2026', '9/15/2026']);
    expect(within(rows[0]).getByText('Due soon')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('₱4,000.00');
    expect(within(rows[0]).getByText(formatDateTime('2026-10-08T00:00:00Z'))).toBeInTheDocument();
    expect(within(rows[0]).getByText('also e-mailed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Overdue')).toBeInTheDocument();
    expect(within(rows[1]).getByText(formatDateTime('2026-09-16T00:00:00Z'))).toBeInTheDocument();
    expect(within(rows[1]).queryByText('also e-mailed')).not.toBeInTheDocument();
  });

  it('says when no reminder has been sent about the child', async () => {
    childServer(
      () => jsonResponse(200, CHILD_ACCOUNT),
      () => jsonResponse(200, { reminders: [] }),
    );
    renderFees();

    expect(await within(await screen.findByRole('region', { name: 'Reminders sent' })).findByText(NO_REMINDERS_SENT)).toBeInTheDocument();
    expect(NO_REMINDERS_SENT).toBe('No reminders have been sent.');
    expect(screen.queryByRole('table', { name: 'Reminders sent' })).not.toBeInTheDocument();
  });

  it("says the reminders could not be loaded, with 'Try again', and still shows the account", async () => {
    let asked = 0;
    childServer(
      () => jsonResponse(200, CHILD_ACCOUNT),
      () => {
        asked += 1;
        return asked === 1 ? jsonResponse(403, { message: 'This student is not linked to your account.' }) : jsonResponse(200, { reminders: REMINDERS });
      },
    );
    const { user } = renderFees();

    const reminders = await screen.findByRole('region', { name: 'Reminders sent' });
    expect(await within(reminders).findByText('The reminders could not be loaded.')).toBeInTheDocument();
    expect(within(region('Balance')).getByText('₱13,500.50')).toBeInTheDocument();
    await user.click(within(reminders).getByRole('button', { name: 'Try again' }));
    expect(await within(reminders).findByText('Due soon')).toBeInTheDocument();
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
