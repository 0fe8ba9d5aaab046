import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDetachedAddress } from '@/lib/screen-address';
import { useSessionStore } from '@/lib/session-store';
import { cashierUser, jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { ACCOUNT, callsTo, feesServer, GRADE_7_SCHEDULE, JUAN, RECEIPT } from '../testing/fees';
import type { FeeAccountView } from '../types';
import { LearnerAccountsScreen } from './learner-accounts-screen';

const ACCOUNT_PATH = 'GET /api/fees/account?studentID=s-1&schoolYearID=y-2026';

/** Juan's account as `account()` gives it, Grade 7's schedule, and the calls that change it. */
function accountServer(account: () => FeeAccountView, handle: (call: string, body: unknown) => Response | undefined = () => undefined) {
  return feesServer((call, body) => {
    if (call === ACCOUNT_PATH) return jsonResponse(200, account());
    if (call === 'GET /api/fees/schedule?schoolYearID=y-2026&levelID=l-7') return jsonResponse(200, GRADE_7_SCHEDULE);
    return handle(call, body);
  });
}

function renderAccount() {
  useDetachedAddress.setState({ rest: ['s-1'] });
  return renderWithProviders(<LearnerAccountsScreen />);
}

const region = (name: string) => screen.getByRole('region', { name });

describe('LearnerAccountsScreen', () => {
  it("shows the learner, the balance, the next due, the installments, the items, the ledger and the receipts", async () => {
    accountServer(() => ACCOUNT);
    renderAccount();

    expect(await screen.findByRole('heading', { name: 'Juan Dela Cruz' })).toBeInTheDocument();
    expect(screen.getByText('LRN 136514120001 · Grade 7 · Rizal')).toBeInTheDocument();
    expect(within(region('Balance')).getByText('₱13,500.50')).toBeInTheDocument();
    expect(within(region('Balance')).getByText('Next due 7/15/2026: ₱13,500.50')).toBeInTheDocument();

    const installment = within(screen.getByRole('table', { name: 'Installments' })).getAllByRole('row')[1];
    expect(installment).toHaveTextContent('7/15/2026');
    expect(within(installment).getByText('Partly paid')).toBeInTheDocument();
    const tuition = within(screen.getByRole('table', { name: 'Items' })).getByRole('rowheader', { name: 'Tuition' }).closest('tr')!;
    expect(tuition).toHaveTextContent('₱18,500.50₱5,000.00₱13,500.50');
    const ledger = screen.getByRole('table', { name: 'Ledger' });
    expect(within(ledger).getByText('+₱18,500.50')).toBeInTheDocument();
    const payment = within(ledger).getByText('-₱5,000.00').closest('tr')!;
    expect(within(payment).getByText('000123')).toBeInTheDocument();

    const receipt = within(screen.getByRole('table', { name: 'Receipts' })).getByRole('rowheader', { name: '000123' }).closest('tr')!;
    expect(within(receipt).getByRole('link', { name: 'Print receipt' })).toHaveAttribute('href', '/api/fees/receipt?receiptID=r-123&width=a5');
    expect(within(receipt).getByRole('link', { name: '80 mm' })).toHaveAttribute('href', '/api/fees/receipt?receiptID=r-123&width=80mm');
    expect(within(receipt).getByRole('link', { name: 'Print receipt' })).toHaveAttribute('target', '_blank');
    // The settings name the level's plans.
    expect(await screen.findByRole('button', { name: 'Save account settings' })).toBeInTheDocument();
    const statement = screen.getByRole('link', { name: 'Statement of account (PDF)' });
    expect(statement).toHaveAttribute('href', '/api/fees/statement?studentID=s-1&schoolYearID=y-2026');
    expect(statement).toHaveAttribute('target', '_blank');
  });

  it("finds the level's schedule by the level's id, whatever the level is called", async () => {
    const fetchMock = accountServer(() => ({ ...ACCOUNT, student: { ...ACCOUNT.student, level: 'Grade Seven (renamed)' } }));
    renderAccount();

    expect(await screen.findByRole('button', { name: 'Save account settings' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/fees/schedule')).toHaveLength(1);
    expect(String(fetchMock.mock.calls.find(([path]) => String(path).startsWith('/api/fees/schedule'))?.[0])).toBe(
      '/api/fees/schedule?schoolYearID=y-2026&levelID=l-7',
    );
  });

  it('says there is no schedule to choose from for a learner not enrolled in the year', async () => {
    const fetchMock = accountServer(() => ({ ...ACCOUNT, student: { ...ACCOUNT.student, levelID: null, level: null, section: null } }));
    renderAccount();

    expect(await screen.findByText('The learner has no level this school year, so there is no fee schedule to choose from.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/fees/schedule')).toEqual([]);
  });

  it('voids a receipt with the reason asked for, and shows it VOID', async () => {
    let account = ACCOUNT;
    const fetchMock = accountServer(
      () => account,
      (call) => {
        if (call !== 'POST /api/fees/void-receipt') return undefined;
        const voided = { ...RECEIPT, voided: true, voidReason: 'Wrong amount keyed in' };
        account = { ...ACCOUNT, receipts: [voided], balanceCentavos: 1850050 };
        return jsonResponse(200, voided);
      },
    );
    const { user } = renderAccount();
    const receipts = await screen.findByRole('table', { name: 'Receipts' });

    await user.click(within(receipts).getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void receipt 000123' });
    await user.click(within(dialog).getByRole('button', { name: 'Void receipt' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Give the reason the receipt is voided.');
    expect(callsTo(fetchMock, 'POST', '/api/fees/void-receipt')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Wrong amount keyed in ');
    await user.click(within(dialog).getByRole('button', { name: 'Void receipt' }));

    expect(await screen.findByText('Receipt 000123 is void.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/fees/void-receipt')).toEqual([{ receiptID: 'r-123', reason: 'Wrong amount keyed in' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('table', { name: 'Receipts' })).findByText('VOID')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Receipts' })).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    expect(within(region('Balance')).getByText('₱18,500.50')).toBeInTheDocument();
  });

  it("says why a receipt could not be voided, in the dialog", async () => {
    accountServer(
      () => ACCOUNT,
      (call) => (call === 'POST /api/fees/void-receipt' ? jsonResponse(409, { message: 'Receipt 000123 is already void.' }) : undefined),
    );
    const { user } = renderAccount();
    await user.click(within(await screen.findByRole('table', { name: 'Receipts' })).getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void receipt 000123' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Void receipt' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Receipt 000123 is already void.');
  });

  it('offers to assess an account not assessed for the year', async () => {
    let account: FeeAccountView = { ...ACCOUNT, assessed: false, entries: [], installments: [], receipts: [], balanceCentavos: 0, nextDue: null };
    const fetchMock = accountServer(
      () => account,
      (call) => {
        if (call !== 'POST /api/fees/assess') return undefined;
        account = ACCOUNT;
        return jsonResponse(200, { learners: 1, notAssessed: 1, withoutSchedule: 0, differing: [], chargesCentavos: 0, discountsCentavos: 0, netCentavos: 0, assessed: 1, reassessed: 0 });
      },
    );
    const { user } = renderAccount();

    expect(await screen.findByText('Not assessed for this school year')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Post payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Statement of account (PDF)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assess now' }));

    expect(await screen.findByText("Juan Dela Cruz's fees for 2026-2027 are assessed.")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/fees/assess')).toEqual([{ schoolYearID: 'y-2026', studentID: 's-1', confirm: true }]);
    expect(await within(await screen.findByRole('region', { name: 'Balance' })).findByText('₱13,500.50')).toBeInTheDocument();
  });

  it("saves the account's plan, discounts and optional items", async () => {
    const schedule = {
      ...GRADE_7_SCHEDULE,
      items: [...GRADE_7_SCHEDULE.items, { _id: 'i-books', name: 'Books', kind: 'books', amountCentavos: 250000, mandatory: false }],
      plans: [
        { _id: 'p-full', name: 'Full payment', kind: 'full', dueDates: ['2026-07-15'], chargeCentavos: 0 },
        { _id: 'p-quarterly', name: 'Quarterly', kind: 'quarterly', dueDates: ['2026-07-15', '2026-09-15', '2026-11-16', '2027-01-15'], chargeCentavos: 50000 },
      ],
    };
    const fetchMock = feesServer((call, body) => {
      if (call === ACCOUNT_PATH) return jsonResponse(200, ACCOUNT);
      if (call === 'GET /api/fees/schedule?schoolYearID=y-2026&levelID=l-7') return jsonResponse(200, schedule);
      if (call === 'PUT /api/fees/account') return jsonResponse(200, { ...ACCOUNT, ...(body as object) });
      return undefined;
    });
    const { user } = renderAccount();
    const settings = await screen.findByRole('form', { name: 'Account settings' });

    await user.click(within(settings).getByRole('textbox', { name: 'Plan' }));
    await user.click(await screen.findByRole('option', { name: 'Quarterly (Quarterly)' }));
    await user.click(within(settings).getByRole('textbox', { name: 'Discounts' }));
    await user.click(await screen.findByRole('option', { name: 'Sibling (10%)' }));
    await user.keyboard('{Escape}');
    await user.click(within(settings).getByRole('checkbox', { name: 'Books (₱2,500.00)' }));
    await user.click(within(settings).getByRole('button', { name: 'Save account settings' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/fees/account')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', '/api/fees/account')[0]).toEqual({
      studentID: 's-1',
      schoolYearID: 'y-2026',
      planID: 'p-quarterly',
      discountIDs: ['d-sibling'],
      optionalItemIDs: ['i-books'],
    });
  });

  it('finds a learner by name, email or LRN on the fees staff’s own search, with the LRN beside each', async () => {
    const fetchMock = feesServer((call) => {
      if (call === 'GET /api/fees/learners?q=136514') {
        return jsonResponse(200, { learners: [JUAN, { ...JUAN, _id: 's-2', full_name: 'Ana Reyes', lrn: null, level: null, section: null }] });
      }
      if (call === 'GET /api/fees/learners?q=nobody') return jsonResponse(200, { learners: [] });
      return undefined;
    });
    const { user } = renderWithProviders(<LearnerAccountsScreen />);

    const search = screen.getByRole('textbox', { name: 'Search learners' });
    expect(search).toHaveAccessibleDescription('Name, email or LRN');
    await user.type(search, 'nobody');
    expect(await screen.findByText('No learner found. Please refine your search.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '136514');

    const found = await screen.findByRole('list', { name: 'Learners found' });
    expect(within(found).getByRole('button', { name: /Juan Dela Cruz/ })).toHaveTextContent(
      'LRN 136514120001 · Grade 7 - Rizal · student1@demo.lyceum.test',
    );
    expect(within(found).getByRole('button', { name: /Ana Reyes/ })).toHaveTextContent('No LRN yet · No section');
    // The administrators' student list is refused to cashiers: the picker never asks it.
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/api/admins/get-students'))).toBe(false);

    await user.click(within(found).getByRole('button', { name: /Juan Dela Cruz/ }));
    expect(useDetachedAddress.getState().rest).toEqual(['s-1']);
  });

  it('shows a cashier the school years as an administrator, the current one chosen, and takes a payment', async () => {
    useSessionStore.setState({ session: { role: 'cashier', user: cashierUser } });
    let account = ACCOUNT;
    const fetchMock = accountServer(
      () => account,
      (call) => {
        if (call !== 'POST /api/fees/payments') return undefined;
        account = { ...ACCOUNT, balanceCentavos: 1250050, receipts: [{ ...RECEIPT, _id: 'r-124', number: 124, amountCentavos: 100000 }, RECEIPT] };
        return jsonResponse(201, { ...RECEIPT, _id: 'r-124', number: 124, amountCentavos: 100000 });
      },
    );
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderAccount();

    expect(await screen.findByRole('heading', { name: 'Juan Dela Cruz' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'School year' })).toHaveValue('2026-2027 (current)');
    expect(callsTo(fetchMock, 'GET', '/api/fees/account')).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1000');
    await user.click(screen.getByRole('button', { name: 'Post payment' }));

    expect(await screen.findByText('Official receipt 000124 issued')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/fees/payments')).toEqual([
      { studentID: 's-1', schoolYearID: 'y-2026', amountCentavos: 100000, method: 'cash' },
    ]);
    expect(await within(region('Balance')).findByText('₱12,500.50')).toBeInTheDocument();
    // Of the administrators' routes, the screen asks a cashier only the one they are admitted to.
    const adminCalls = fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/admins/'));
    expect(new Set(adminCalls)).toEqual(new Set(['/api/admins/school-years']));
  });
});
