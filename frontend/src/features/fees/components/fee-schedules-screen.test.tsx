import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { callsTo, feesServer, GRADE_7_SCHEDULE } from '../testing/fees';
import type { FeeScheduleView } from '../types';
import { FeeSchedulesScreen } from './fee-schedules-screen';

/** Grade 7's schedule, then whatever was saved, with ids given to the new lines. */
function scheduleServer({ save }: { save?: (body: unknown) => Response } = {}) {
  let schedule = GRADE_7_SCHEDULE;
  return feesServer((call, body) => {
    if (call === 'GET /api/fees/schedule?schoolYearID=y-2026&levelID=l-7') return jsonResponse(200, schedule);
    if (call === 'PUT /api/fees/schedule') {
      if (save) return save(body);
      const sent = body as FeeScheduleView;
      schedule = {
        ...schedule,
        items: sent.items.map((item, index) => ({ ...item, _id: item._id ?? `i-new-${index}` })),
        plans: sent.plans.map((plan, index) => ({ ...plan, _id: plan._id ?? `p-new-${index}` })),
      };
      return jsonResponse(200, schedule);
    }
    if (call === 'PUT /api/fees/discounts') return jsonResponse(200, GRADE_7_SCHEDULE.discounts);
    if (call === 'POST /api/fees/copy-schedule') return jsonResponse(200, { items: 3, plans: 2, discounts: 1 });
    return undefined;
  });
}

async function choose(user: UserEvent, input: HTMLElement, option: string) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

const planGroup = (n: number) => screen.getByRole('group', { name: `Payment plan ${n}` });

async function renderSchedules() {
  const rendered = renderWithProviders(<FeeSchedulesScreen />);
  // The current year and the first level stand until others are chosen.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name of fee item 1' })).toHaveValue('Tuition'));
  expect(screen.getByRole('textbox', { name: 'School year' })).toHaveValue('2026-2027 (current)');
  expect(screen.getByRole('textbox', { name: 'Level' })).toHaveValue('Grade 7');
  return rendered;
}

describe('FeeSchedulesScreen', () => {
  it('saves the items and plans in centavos read from the digits, new lines without an id', async () => {
    const fetchMock = scheduleServer();
    const { user } = await renderSchedules();
    expect(screen.getByRole('textbox', { name: 'Amount of fee item 1' })).toHaveValue('15000.00');

    const tuition = screen.getByRole('textbox', { name: 'Amount of fee item 1' });
    await user.clear(tuition);
    await user.type(tuition, '15,000.5');
    await user.tab();
    expect(tuition).toHaveValue('15000.50');

    await user.click(screen.getByRole('button', { name: 'Add fee item' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of fee item 2' }), 'Science books');
    await choose(user, screen.getByRole('textbox', { name: 'Kind of fee item 2' }), 'Books');
    await user.type(screen.getByRole('textbox', { name: 'Amount of fee item 2' }), '1234.56');
    await user.click(screen.getByRole('checkbox', { name: 'Fee item 2 is mandatory' }));

    await user.click(screen.getByRole('button', { name: 'Add payment plan' }));
    await user.type(within(planGroup(1)).getByRole('textbox', { name: 'Name' }), 'Full payment');
    fireEvent.change(within(planGroup(1)).getByLabelText('Due date 1'), { target: { value: '2026-07-15' } });

    await user.click(screen.getByRole('button', { name: 'Add payment plan' }));
    await user.type(within(planGroup(2)).getByRole('textbox', { name: 'Name' }), 'Quarterly');
    await choose(user, within(planGroup(2)).getByRole('textbox', { name: 'Kind' }), 'Quarterly');
    const dates = ['2026-07-15', '2026-09-15', '2026-11-16', '2027-01-15'];
    dates.forEach((date, index) =>
      fireEvent.change(within(planGroup(2)).getByLabelText(`Due date ${index + 1}`), { target: { value: date } }),
    );
    await user.type(within(planGroup(2)).getByRole('textbox', { name: 'Installment charge' }), '500');

    expect(screen.getByText('Mandatory items: ₱15,000.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('The fee schedule of Grade 7 is saved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/fees/schedule')).toEqual([
      {
        schoolYearID: 'y-2026',
        levelID: 'l-7',
        items: [
          { _id: 'i-tuition', name: 'Tuition', kind: 'tuition', amountCentavos: 1500050, mandatory: true },
          { name: 'Science books', kind: 'books', amountCentavos: 123456, mandatory: false },
        ],
        plans: [
          { name: 'Full payment', kind: 'full', dueDates: ['2026-07-15'], chargeCentavos: 0 },
          { name: 'Quarterly', kind: 'quarterly', dueDates: dates, chargeCentavos: 50000 },
        ],
      },
    ]);
    // Saved again, the new lines go with the ids the server gave them.
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/fees/schedule')).toHaveLength(2));
    const [, again] = callsTo(fetchMock, 'PUT', '/api/fees/schedule') as FeeScheduleView[];
    expect(again.items.map((item) => item._id)).toEqual(['i-tuition', 'i-new-1']);
    expect(again.plans.map((plan) => plan._id)).toEqual(['p-new-0', 'p-new-1']);
  });

  it('checks the amounts and due dates before sending, and removes a line by its button', async () => {
    const fetchMock = scheduleServer();
    const { user } = await renderSchedules();

    await user.click(screen.getByRole('button', { name: 'Add fee item' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount of fee item 2' }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Add payment plan' }));
    await choose(user, within(planGroup(1)).getByRole('textbox', { name: 'Kind' }), 'Semestral');
    fireEvent.change(within(planGroup(1)).getByLabelText('Due date 1'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(planGroup(1)).getByLabelText('Due date 2'), { target: { value: '2026-08-01' } });
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(screen.getByRole('textbox', { name: 'Name of fee item 2' })).toHaveAccessibleDescription('Name the fee item.');
    expect(screen.getByRole('textbox', { name: 'Amount of fee item 2' })).toHaveAccessibleDescription(
      'Enter an amount in pesos, e.g. 1234.50 (at most two decimals).',
    );
    expect(within(planGroup(1)).getByLabelText('Due date 2')).toHaveAccessibleDescription('Each due date comes after the one before.');
    expect(within(planGroup(1)).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name the plan.');
    expect(callsTo(fetchMock, 'PUT', '/api/fees/schedule')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove fee item 2' }));
    expect(screen.queryByRole('textbox', { name: 'Name of fee item 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove payment plan 1' }));
    expect(screen.queryByRole('group', { name: 'Payment plan 1' })).not.toBeInTheDocument();
  });

  it('keeps a monthly plan to five to twelve due dates', async () => {
    scheduleServer();
    const { user } = await renderSchedules();
    await user.click(screen.getByRole('button', { name: 'Add payment plan' }));
    await choose(user, within(planGroup(1)).getByRole('textbox', { name: 'Kind' }), 'Monthly');

    expect(within(planGroup(1)).getAllByLabelText(/^Due date \d+$/)).toHaveLength(5);
    expect(within(planGroup(1)).queryByRole('button', { name: 'Remove due date 1' })).not.toBeInTheDocument();
    await user.click(within(planGroup(1)).getByRole('button', { name: 'Add due date' }));
    expect(within(planGroup(1)).getAllByLabelText(/^Due date \d+$/)).toHaveLength(6);
    await user.click(within(planGroup(1)).getByRole('button', { name: 'Remove due date 6' }));
    expect(within(planGroup(1)).getAllByLabelText(/^Due date \d+$/)).toHaveLength(5);

    await choose(user, within(planGroup(1)).getByRole('textbox', { name: 'Kind' }), 'Quarterly');
    expect(within(planGroup(1)).getAllByLabelText(/^Due date \d+$/)).toHaveLength(4);
    expect(within(planGroup(1)).queryByRole('button', { name: 'Add due date' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside the field it names", async () => {
    scheduleServer({
      save: () =>
        jsonResponse(400, {
          message: 'An amount is at most ₱10,000,000.00.',
          errors: { 'items[0].amountCentavos': 'An amount is at most ₱10,000,000.00.' },
        }),
    });
    const { user } = await renderSchedules();

    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    const amount = screen.getByRole('textbox', { name: 'Amount of fee item 1' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription('An amount is at most ₱10,000,000.00.'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a line under its list", async () => {
    scheduleServer({
      save: () =>
        jsonResponse(400, {
          message: 'Line 1: Give it a name.',
          errors: { plans: 'Line 1: This plan needs 4 due dates.', items: 'Line 1: Give it a name.' },
        }),
    });
    const { user } = await renderSchedules();

    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    const items = screen.getByRole('region', { name: 'Fee items' });
    expect(await within(items).findByRole('alert')).toHaveTextContent('Line 1: Give it a name.');
    expect(within(screen.getByRole('region', { name: 'Payment plans' })).getByRole('alert')).toHaveTextContent(
      'Line 1: This plan needs 4 due dates.',
    );
  });

  it('says a refusal that names no field of the form above the button', async () => {
    scheduleServer({ save: () => jsonResponse(409, { message: 'Another administrator changed this schedule; load it again.' }) });
    const { user } = await renderSchedules();

    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Another administrator changed this schedule; load it again.');
  });

  it("saves the year's discounts: a percentage in basis points, an amount in centavos", async () => {
    const fetchMock = scheduleServer();
    const { user } = await renderSchedules();
    const discounts = screen.getByRole('form', { name: 'Discounts' });
    const first = within(discounts).getByRole('group', { name: 'Discount 1' });
    expect(within(first).getByRole('textbox', { name: 'Percentage' })).toHaveValue('10');

    await user.click(within(discounts).getByRole('button', { name: 'Add discount' }));
    const second = within(discounts).getByRole('group', { name: 'Discount 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Name' }), 'ESC');
    await choose(user, within(second).getByRole('textbox', { name: 'Percentage or amount' }), 'Amount');
    await user.type(within(second).getByRole('textbox', { name: 'Amount' }), '9000');
    await choose(user, within(second).getByRole('textbox', { name: 'Paid by' }), 'Government (ESC)');
    // A new discount applies to the tuition until told otherwise.
    const appliesTo = within(second).getByRole('textbox', { name: 'Applies to' });
    expect(within(second).getByRole('option', { name: 'Tuition', hidden: true })).toHaveAttribute('aria-selected', 'true');
    await choose(user, appliesTo, 'Miscellaneous');
    await user.keyboard('{Escape}');
    await user.clear(within(first).getByRole('textbox', { name: 'Percentage' }));
    await user.type(within(first).getByRole('textbox', { name: 'Percentage' }), '12.5');
    await user.click(within(discounts).getByRole('button', { name: 'Save discounts' }));

    expect(await screen.findByText('The discounts of 2026-2027 are saved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/fees/discounts')).toEqual([
      {
        schoolYearID: 'y-2026',
        discounts: [
          { _id: 'd-sibling', name: 'Sibling', kind: 'percent', basisPoints: 1250, itemKinds: ['tuition'], payer: 'family' },
          { name: 'ESC', kind: 'amount', amountCentavos: 900000, itemKinds: ['tuition', 'miscellaneous'], payer: 'government' },
        ],
      },
    ]);
  });

  it('asks the kinds of fees a discount applies to before sending', async () => {
    const fetchMock = scheduleServer();
    const { user } = await renderSchedules();
    const discounts = screen.getByRole('form', { name: 'Discounts' });
    const first = within(discounts).getByRole('group', { name: 'Discount 1' });
    const appliesTo = within(first).getByRole('textbox', { name: 'Applies to' });

    // The last kind taken off, as the keyboard does it.
    await user.click(appliesTo);
    await user.keyboard('{Backspace}{Escape}');
    expect(within(first).getByRole('option', { name: 'Tuition', hidden: true })).toHaveAttribute('aria-selected', 'false');
    await user.click(within(discounts).getByRole('button', { name: 'Save discounts' }));

    expect(appliesTo).toHaveAccessibleDescription(expect.stringContaining('Choose the kinds of fees it applies to.'));
    expect(callsTo(fetchMock, 'PUT', '/api/fees/discounts')).toEqual([]);
  });

  it("copies last year's schedule after asking, and says how much was copied", async () => {
    const fetchMock = scheduleServer();
    const { user } = await renderSchedules();

    await user.click(screen.getByRole('button', { name: "Copy last year's schedule" }));
    const dialog = await screen.findByRole('dialog', { name: "Copy last year's schedule?" });
    expect(dialog).toHaveTextContent('the discounts of 2025-2026 are copied into 2026-2027');
    expect(callsTo(fetchMock, 'POST', '/api/fees/copy-schedule')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy schedule' }));

    expect(await screen.findByText('Copied 3 fee items, 2 payment plans and 1 discount from 2025-2026.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/fees/copy-schedule')).toEqual([{ fromSchoolYearID: 'y-2025', toSchoolYearID: 'y-2026' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
