import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { adminUser, cashierUser, deferred, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { bodyOf } from '../testing/fees';
import type { FeeSettingsView } from '../types';
import { remindersSentText } from '../lib/labels';
import { FeeSettingsScreen, ONLY_ADMINISTRATORS } from './fee-settings-screen';

const SETTINGS_PATH = '/api/fees/settings';
const SEND_PATH = '/api/fees/send-reminders';
const DEFAULTS: FeeSettingsView = { studentsSeeFees: false, remindDaysBefore: 7, remindOverdue: true, onlinePayments: true };

/**
 * A server holding the fee settings: each save is answered by `onSave` (by default kept and
 * answered), each 'Send reminders now' by `onSend`.
 */
function feeSettingsServer({
  onSave,
  onSend = () => jsonResponse(200, { sent: 3 }),
}: { onSave?: (sent: FeeSettingsView) => Response; onSend?: () => Response | Promise<Response> } = {}) {
  let settings = DEFAULTS;
  return mockFetch((path, init) => {
    if (path === SEND_PATH && init.method === 'POST') return onSend();
    if (path !== SETTINGS_PATH) return jsonResponse(404, { message: `unexpected ${init.method ?? 'GET'} ${path}` });
    if (init.method === 'PUT') {
      const sent = bodyOf(init) as FeeSettingsView;
      if (onSave) return onSave(sent);
      settings = sent;
    }
    return jsonResponse(200, settings);
  });
}

const saves = (fetchMock: ReturnType<typeof feeSettingsServer>) =>
  fetchMock.mock.calls.filter(([path, init]) => path === SETTINGS_PATH && init?.method === 'PUT').map(([, init]) => bodyOf(init));

// A switch's name is its label and, after it, its description.
const studentsSeeFees = () => screen.getByRole('switch', { name: /^Show students their fees/ });
const remindOverdue = () => screen.getByRole('switch', { name: /^Remind guardians when an installment is overdue/ });
const onlinePayments = () => screen.getByRole('switch', { name: /^Take payments online \(GCash, Maya, cards\)/ });
const daysField = () => screen.findByRole('spinbutton', { name: 'Remind guardians this many days before a due date' });

describe('FeeSettingsScreen', () => {
  describe('an administrator', () => {
    beforeEach(() => {
      useSessionStore.setState({ session: { role: 'admin', user: adminUser } });
    });

    it('shows the settings as the server has them and saves them', async () => {
      const fetchMock = feeSettingsServer();
      const { user } = renderWithProviders(<FeeSettingsScreen />);

      expect(screen.getByRole('heading', { name: 'Fee settings', level: 2 })).toBeInTheDocument();
      const days = await daysField();
      expect(days).toHaveValue(7);
      expect(studentsSeeFees()).not.toBeChecked();
      expect(remindOverdue()).toBeChecked();
      expect(onlinePayments()).toBeChecked();
      expect(screen.queryByText(ONLY_ADMINISTRATORS)).not.toBeInTheDocument();

      await user.click(studentsSeeFees());
      await user.clear(days);
      await user.type(days, '3');
      await user.click(remindOverdue());
      await user.click(screen.getByRole('button', { name: 'Save settings' }));

      expect(await screen.findByText('Fee settings saved.')).toBeInTheDocument();
      // Online payments, left alone, go back as they were read.
      expect(saves(fetchMock)).toEqual([{ studentsSeeFees: true, remindDaysBefore: 3, remindOverdue: false, onlinePayments: true }]);
      expect(studentsSeeFees()).toBeChecked();
      expect(days).toHaveValue(3);
      expect(remindOverdue()).not.toBeChecked();
    });

    it("turns online payments on and off with the rest, the provider's keys named as what the server needs", async () => {
      const fetchMock = feeSettingsServer();
      const { user } = renderWithProviders(<FeeSettingsScreen />);
      await daysField();
      expect(onlinePayments()).toHaveAccessibleName(expect.stringContaining("The server needs PayMongo's keys for this."));

      await user.click(onlinePayments());
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText('Fee settings saved.')).toBeInTheDocument();
      expect(onlinePayments()).not.toBeChecked();

      await user.click(onlinePayments());
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      await waitFor(() => expect(saves(fetchMock)).toHaveLength(2));
      expect(saves(fetchMock)).toEqual([
        { ...DEFAULTS, onlinePayments: false },
        { ...DEFAULTS, onlinePayments: true },
      ]);
      await waitFor(() => expect(onlinePayments()).toBeChecked());
    });

    it('takes 0 days, no reminder before a due date', async () => {
      const fetchMock = feeSettingsServer();
      const { user } = renderWithProviders(<FeeSettingsScreen />);
      const days = await daysField();

      await user.clear(days);
      await user.type(days, '0');
      await user.click(screen.getByRole('button', { name: 'Save settings' }));

      expect(await screen.findByText('Fee settings saved.')).toBeInTheDocument();
      expect(saves(fetchMock)).toEqual([{ ...DEFAULTS, remindDaysBefore: 0 }]);
    });

    it('checks the days before sending, with the message the server uses', async () => {
      const fetchMock = feeSettingsServer();
      const { user } = renderWithProviders(<FeeSettingsScreen />);
      const days = await daysField();

      for (const typed of ['61', '2.5', '']) {
        await user.clear(days);
        if (typed) await user.type(days, typed);
        await user.click(screen.getByRole('button', { name: 'Save settings' }));

        expect(await screen.findByText('Enter a whole number of days from 0 to 60.')).toBeInTheDocument();
        expect(days).toHaveAttribute('aria-invalid', 'true');
      }
      expect(saves(fetchMock)).toEqual([]);
    });

    it("shows the server's field errors beside their fields, not as a toast", async () => {
      const message = 'Enter a whole number of days from 0 to 60.';
      const fetchMock = feeSettingsServer({
        onSave: () => jsonResponse(400, { message, errors: { remindDaysBefore: message, remindOverdue: 'Say whether overdue installments are reminded.' } }),
      });
      const { user } = renderWithProviders(<FeeSettingsScreen />);
      const days = await daysField();

      await user.click(screen.getByRole('button', { name: 'Save settings' }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(days).toHaveAttribute('aria-invalid', 'true');
      expect(days).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.getByText('Say whether overdue installments are reminded.')).toBeInTheDocument();
      expect(saves(fetchMock)).toEqual([DEFAULTS]);
      // A field error is not also a toast, nor a success.
      expect(screen.getAllByText(message)).toHaveLength(1);
      expect(screen.queryByText('Fee settings saved.')).not.toBeInTheDocument();
    });

    it("says a refusal that names no field in a toast, as the server words it", async () => {
      feeSettingsServer({ onSave: () => jsonResponse(403, { message: ONLY_ADMINISTRATORS }) });
      const { user } = renderWithProviders(<FeeSettingsScreen />);
      await daysField();

      await user.click(screen.getByRole('button', { name: 'Save settings' }));

      expect(await screen.findByText(ONLY_ADMINISTRATORS)).toBeInTheDocument();
      expect(ONLY_ADMINISTRATORS).toBe('Only an administrator can change the fee settings.');
    });

    it("sends the reminders due now and says how many went out", async () => {
      const answers = [3, 1, 0];
      const fetchMock = feeSettingsServer({ onSend: () => jsonResponse(200, { sent: answers.shift() }) });
      const { user } = renderWithProviders(<FeeSettingsScreen />);
      await daysField();
      const reminders = screen.getByRole('region', { name: 'Reminders' });
      const send = within(reminders).getByRole('button', { name: 'Send reminders now' });

      await user.click(send);
      expect(await within(reminders).findByRole('status')).toHaveTextContent('3 reminders sent.');
      await user.click(send);
      await waitFor(() => expect(within(reminders).getByRole('status')).toHaveTextContent('1 reminder sent.'));
      await user.click(send);
      await waitFor(() => expect(within(reminders).getByRole('status')).toHaveTextContent('No reminders were due.'));

      const sends = fetchMock.mock.calls.filter(([path]) => path === SEND_PATH);
      expect(sends.map(([, init]) => [init?.method, bodyOf(init)])).toEqual([
        ['POST', {}],
        ['POST', {}],
        ['POST', {}],
      ]);
      expect(remindersSentText(2)).toBe('2 reminders sent.');
    });

    it('shows the sending under way, and a failure as a toast with no count', async () => {
      const held = deferred<Response>();
      feeSettingsServer({ onSend: () => held.promise });
      const { user } = renderWithProviders(<FeeSettingsScreen />);
      await daysField();
      const send = screen.getByRole('button', { name: 'Send reminders now' });

      await user.click(send);
      await waitFor(() => expect(send).toHaveAttribute('data-loading', 'true'));
      held.resolve(jsonResponse(500, { message: 'The server had a problem. Please try again.' }));

      expect(await screen.findByText('The server had a problem. Please try again.')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('');
    });

    it("shows the settings loading, then 'Try again' after a failure, which asks again", async () => {
      let asked = 0;
      mockFetch((path) => {
        asked += 1;
        return path === SETTINGS_PATH && asked > 1 ? jsonResponse(200, DEFAULTS) : jsonResponse(403, { message: 'You do not have access to this.' });
      });
      const { user } = renderWithProviders(<FeeSettingsScreen />);
      expect(screen.getByRole('status', { name: 'Loading the fee settings' })).toBeInTheDocument();

      expect(await screen.findByText('The fee settings could not be loaded.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));

      expect(await daysField()).toHaveValue(7);
    });
  });

  describe('a cashier', () => {
    beforeEach(() => {
      useSessionStore.setState({ session: { role: 'cashier', user: cashierUser } });
    });

    it('sees the settings read-only, told only an administrator can change them, and may still send reminders', async () => {
      const fetchMock = feeSettingsServer({ onSend: () => jsonResponse(200, { sent: 0 }) });
      const { user } = renderWithProviders(<FeeSettingsScreen />);

      const days = await daysField();
      expect(days).toHaveValue(7);
      expect(days).toBeDisabled();
      expect(studentsSeeFees()).toBeDisabled();
      expect(studentsSeeFees()).not.toBeChecked();
      expect(remindOverdue()).toBeDisabled();
      expect(remindOverdue()).toBeChecked();
      expect(onlinePayments()).toBeDisabled();
      expect(onlinePayments()).toBeChecked();
      expect(screen.getByText(ONLY_ADMINISTRATORS)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Send reminders now' }));
      expect(await screen.findByText('No reminders were due.')).toBeInTheDocument();
      expect(saves(fetchMock)).toEqual([]);
    });
  });
});
