import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { callsTo, feesServer, JUAN } from '../testing/fees';
import type { FeeAssessmentView, AssessPayload } from '../types';
import { AssessFeesScreen } from './assess-fees-screen';

const PREVIEW: FeeAssessmentView = {
  learners: 42,
  notAssessed: 40,
  withoutSchedule: 0,
  differing: [{ studentID: 's-9', name: 'Tala Mercado', postedCentavos: 1500000, assessedCentavos: 1650000 }],
  chargesCentavos: 77700000,
  discountsCentavos: 1500000,
  netCentavos: 76200000,
  assessed: 0,
  reassessed: 0,
};

function assessServer() {
  return feesServer((call, body) => {
    if (call === 'POST /api/fees/assess') {
      const confirmed = (body as AssessPayload).confirm;
      return jsonResponse(200, confirmed ? { ...PREVIEW, assessed: 40, reassessed: 1 } : PREVIEW);
    }
    if (call.startsWith('GET /api/fees/learners?')) return jsonResponse(200, { learners: [JUAN] });
    if (call === 'POST /api/admins/get-levels') return jsonResponse(200, []);
    return undefined;
  });
}

async function renderAssess() {
  const rendered = renderWithProviders(<AssessFeesScreen />);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'School year' })).toHaveValue('2026-2027 (current)'));
  return rendered;
}

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('AssessFeesScreen', () => {
  it('previews a level, then assesses it once confirmed', async () => {
    const fetchMock = assessServer();
    const { user } = await renderAssess();

    await user.click(screen.getByRole('radio', { name: 'Level' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('textbox', { name: 'Level' })).toHaveAccessibleDescription('Choose a level.');
    expect(callsTo(fetchMock, 'POST', '/api/fees/assess')).toEqual([]);

    await choose(user, 'Level', 'Grade 7');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByRole('heading', { name: 'Preview: Grade 7' })).toBeInTheDocument();
    expect(figure('Learners')).toHaveTextContent('42');
    expect(figure('Not yet assessed')).toHaveTextContent('40');
    expect(figure('Charges')).toHaveTextContent('₱777,000.00');
    expect(figure('Discounts')).toHaveTextContent('₱15,000.00');
    expect(figure('Net')).toHaveTextContent('₱762,000.00');
    const row = within(screen.getByRole('table', { name: 'Accounts that differ' })).getByRole('rowheader', { name: 'Tala Mercado' }).closest('tr')!;
    expect(row).toHaveTextContent('₱15,000.00');
    expect(row).toHaveTextContent('₱16,500.00');
    expect(callsTo(fetchMock, 'POST', '/api/fees/assess')).toEqual([{ schoolYearID: 'y-2026', levelID: 'l-7', confirm: false }]);
    // Every learner's level has a plan: nothing is said of those left out.
    expect(screen.queryByText(/no payment plan/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Assess 42 learners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assess 42 learners?' });
    await user.click(within(dialog).getByRole('button', { name: 'Assess' }));

    expect(await screen.findByText('Assessed 40, re-assessed 1')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/fees/assess')[1]).toEqual({ schoolYearID: 'y-2026', levelID: 'l-7', confirm: true });
    expect(screen.queryByRole('heading', { name: 'Preview: Grade 7' })).not.toBeInTheDocument();
  });

  it("says how many learners are left out because their level has no payment plan", async () => {
    feesServer((call) => (call === 'POST /api/fees/assess' ? jsonResponse(200, { ...PREVIEW, withoutSchedule: 3 }) : undefined));
    const { user } = await renderAssess();

    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText("3 learners' levels have no payment plan: they are left out.")).toBeInTheDocument();
  });

  it('previews the whole school with none of the three, and one learner found by LRN', async () => {
    const fetchMock = assessServer();
    const { user } = await renderAssess();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'Preview: the whole school' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'One learner' }));
    // A new choice makes the last preview old news.
    expect(screen.queryByRole('heading', { name: /^Preview:/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search learners' }), '1365141');
    await user.click(await screen.findByRole('button', { name: /Juan Dela Cruz/ }));
    expect(fetchMock).toHaveBeenCalledWith('/api/fees/learners?q=1365141', expect.anything());
    expect(screen.getByText('LRN 136514120001 · Grade 7 - Rizal · student1@demo.lyceum.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change learner' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByRole('heading', { name: 'Preview: Juan Dela Cruz' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/fees/assess')).toEqual([
      { schoolYearID: 'y-2026', confirm: false },
      { schoolYearID: 'y-2026', studentID: 's-1', confirm: false },
    ]);
  });
});
