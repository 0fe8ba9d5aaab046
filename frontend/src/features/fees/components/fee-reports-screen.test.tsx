import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAtAddress } from '@/testing/test-utils';
import { feesServer } from '../testing/fees';
import type { AgingRowView, AgingView, ClearanceRowView, CollectionsView } from '../types';
import { FeeReportsScreen } from './fee-reports-screen';

const row = (level: string, section: string, learners: number, centavos: number[]): AgingRowView => {
  const [currentCentavos, days1to30Centavos, days31to60Centavos, days61to90Centavos, over90Centavos] = centavos;
  return {
    level,
    section,
    learners,
    currentCentavos,
    days1to30Centavos,
    days31to60Centavos,
    days61to90Centavos,
    over90Centavos,
    totalCentavos: centavos.reduce((sum, each) => sum + each, 0),
  };
};

const AGING: AgingView = {
  asOf: '2026-11-24',
  rows: [row('Grade 7', 'Rizal', 3, [1000000, 250000, 0, 0, 0]), row('Grade 8', 'Mabini', 1, [0, 0, 100000, 50000, 25050])],
  totals: row('', '', 4, [1000000, 250000, 100000, 50000, 25050]),
};

const TALA: ClearanceRowView = {
  studentID: 's-9',
  name: 'Mercado, Tala',
  lrn: '136514120009',
  level: 'Grade 7',
  section: 'Rizal',
  balanceCentavos: 1850050,
  overdueCentavos: 925025,
};

const COLLECTIONS: CollectionsView = {
  from: '2026-11-01',
  to: '2026-11-24',
  rows: [
    { day: '2026-11-03', cashier: 'Administrator', method: 'cash', receipts: 4, amountCentavos: 2000000 },
    { day: '2026-11-03', cashier: 'Administrator', method: 'e-wallet', receipts: 1, amountCentavos: 500050 },
  ],
  totalCentavos: 2500050,
  voided: 2,
};

const LEVELS = [{ _id: 'l-7', level: 'Grade 7', category: 'c-jhs', sections: [{ sectionID: 'sec-rizal', section: 'Rizal' }] }];

function reportsServer() {
  return feesServer((call) => {
    if (call === 'POST /api/admins/get-levels') return jsonResponse(200, LEVELS);
    if (call === 'GET /api/fees/aging?schoolYearID=y-2026') return jsonResponse(200, AGING);
    if (call === 'GET /api/fees/aging?schoolYearID=y-2025') return jsonResponse(200, { ...AGING, rows: [], totals: row('', '', 0, [0, 0, 0, 0, 0]) });
    if (call === 'GET /api/fees/clearance?schoolYearID=y-2026') return jsonResponse(200, [TALA, { ...TALA, studentID: 's-10', name: 'Ocampo, Dalisay', section: 'Mabini', lrn: null }]);
    if (call === 'GET /api/fees/clearance?schoolYearID=y-2026&sectionID=sec-rizal') return jsonResponse(200, [TALA]);
    if (call.startsWith('GET /api/fees/collections?')) {
      const asked = new URLSearchParams(call.split('?')[1]);
      if (asked.get('from')! < '2025-11-01') return jsonResponse(400, { message: 'Choose at most a year of days.', errors: { from: 'Choose at most a year of days.' } });
      return jsonResponse(200, { ...COLLECTIONS, from: asked.get('from'), to: asked.get('to') });
    }
    return undefined;
  });
}

const accountAddress = (studentID: string) => `/admin/fees/accounts/${studentID}`;

async function renderReports() {
  const rendered = renderAtAddress(<FeeReportsScreen accountAddress={accountAddress} />, '/admin/fees/reports');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'School year' })).toHaveValue('2026-2027 (current)'));
  return rendered;
}

const calls = (fetchMock: ReturnType<typeof reportsServer>, path: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((input) => input.startsWith(path));

describe('FeeReportsScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 9, 0));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the year's aging by level and section with a totals row, and offers the ledger as CSV", async () => {
    const fetchMock = reportsServer();
    const { user } = await renderReports();

    const table = await screen.findByRole('table', { name: 'Aging of balances' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Level',
      'Section',
      'Learners',
      'Current',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Total',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Grade 7Rizal3₱10,000.00₱2,500.00₱0.00₱0.00₱0.00₱12,500.00');
    expect(rows[3]).toHaveTextContent('Total4₱10,000.00₱2,500.00₱1,000.00₱500.00₱250.50₱14,250.50');
    expect(screen.getByText('Balances as of Tue, Nov 24, 2026, by the days since each installment fell due.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the ledger (CSV)' })).toHaveAttribute('href', '/api/fees/ledger.csv?schoolYearID=y-2026');

    // Another year: its report and its ledger.
    await user.click(screen.getByRole('textbox', { name: 'School year' }));
    await user.click(await screen.findByRole('option', { name: '2025-2026' }));
    expect(await screen.findByText('No learner has a balance.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the ledger (CSV)' })).toHaveAttribute('href', '/api/fees/ledger.csv?schoolYearID=y-2025');
    expect(calls(fetchMock, '/api/fees/aging')).toEqual(['/api/fees/aging?schoolYearID=y-2026', '/api/fees/aging?schoolYearID=y-2025']);
  });

  it('lists the learners with a balance, each leading to their account, of one section when chosen', async () => {
    const fetchMock = reportsServer();
    const { user, router } = await renderReports();
    await user.click(screen.getByRole('tab', { name: 'Clearance list' }));

    const table = await screen.findByRole('table', { name: 'Clearance list' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'LRN', 'Level', 'Section', 'Balance', 'Overdue']);
    expect(screen.getByText('2 learners with a balance.')).toBeInTheDocument();
    const tala = within(table).getByRole('rowheader', { name: 'Mercado, Tala' }).closest('tr')!;
    expect(tala).toHaveTextContent('Mercado, Tala136514120009Grade 7Rizal₱18,500.50₱9,250.25');

    await user.click(screen.getByRole('textbox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: 'Grade 7 - Rizal' }));
    expect(await screen.findByText('1 learner with a balance.')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/fees/clearance')).toEqual([
      '/api/fees/clearance?schoolYearID=y-2026',
      '/api/fees/clearance?schoolYearID=y-2026&sectionID=sec-rizal',
    ]);

    await user.click(screen.getByRole('link', { name: 'Mercado, Tala' }));
    expect(router.state.location.pathname).toBe('/admin/fees/accounts/s-9');
  });

  it("shows this month's collections by day, cashier and method, the total and the receipts voided", async () => {
    const fetchMock = reportsServer();
    const { user } = await renderReports();
    await user.click(screen.getByRole('tab', { name: 'Collections' }));

    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-24');
    const table = await screen.findByRole('table', { name: 'Collections' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Day', 'Cashier', 'Method', 'Receipts', 'Amount']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('11/3/2026AdministratorE-wallet1₱5,000.50');
    expect(screen.getByText('Total ₱25,000.50')).toBeInTheDocument();
    expect(screen.getByText('2 voided')).toBeInTheDocument();

    // A last day before the first is not asked for.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Choose a day on or after the first.');
    // The server's refusal (over a year), said on the screen.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-24' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-11-01' } });
    expect(await screen.findByText('Choose at most a year of days.')).toBeInTheDocument();
    expect(new Set(calls(fetchMock, '/api/fees/collections'))).toEqual(
      new Set(['/api/fees/collections?from=2026-11-01&to=2026-11-24', '/api/fees/collections?from=2024-11-01&to=2026-11-24']),
    );
  });
});
