import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { AttendanceSettings } from '../types';
import { AttendanceSettingsScreen } from './attendance-settings-screen';

const PATH = '/api/admins/attendance-settings';
const defaults: AttendanceSettings = { registers: 'both', editDays: 7, chronicPercent: 10 };

/** A server holding `settings`; each save is answered by `onSave` (by default: kept and answered). */
function server(onSave?: (sent: AttendanceSettings) => Response) {
  let settings = defaults;
  return mockFetch((path, init) => {
    if (path !== PATH) return jsonResponse(404, { message: `unexpected ${path}` });
    if (init.method === 'POST') {
      const sent = JSON.parse(String(init.body)) as AttendanceSettings;
      if (onSave) return onSave(sent);
      settings = sent;
    }
    return jsonResponse(200, settings);
  });
}

const posts = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('AttendanceSettingsScreen', () => {
  it('shows the settings and saves the three of them', async () => {
    const fetchMock = server();
    const { user } = renderWithProviders(<AttendanceSettingsScreen />);

    expect(screen.getByRole('heading', { name: 'Attendance settings', level: 2 })).toBeInTheDocument();
    const editDays = await screen.findByRole('spinbutton', { name: 'Days a teacher may edit a register' });
    expect(editDays).toHaveValue(7);
    expect(screen.getByRole('spinbutton', { name: 'Chronic absence threshold (%)' })).toHaveValue(10);
    expect(screen.getByRole('radiogroup', { name: 'Registers' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Both/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /^Daily/ }));
    await user.clear(editDays);
    await user.type(editDays, '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Attendance settings saved.')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([{ registers: 'daily', editDays: 14, chronicPercent: 10 }]);
    expect(screen.getByRole('radio', { name: /^Daily/ })).toBeChecked();
    expect(editDays).toHaveValue(14);
  });

  it('checks the numbers before sending, with the messages the server uses', async () => {
    const fetchMock = server();
    const { user } = renderWithProviders(<AttendanceSettingsScreen />);
    const editDays = await screen.findByRole('spinbutton', { name: 'Days a teacher may edit a register' });
    const chronic = screen.getByRole('spinbutton', { name: 'Chronic absence threshold (%)' });

    await user.clear(editDays);
    await user.type(editDays, '400');
    await user.clear(chronic);
    await user.type(chronic, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter a whole number of days from 0 to 365.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole percentage from 1 to 100.')).toBeInTheDocument();
    expect(editDays).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock)).toEqual([]);
  });

  it("shows the server's field errors beside their fields", async () => {
    const fetchMock = server(() =>
      jsonResponse(400, {
        message: 'Enter a whole percentage from 1 to 100.',
        errors: { chronicPercent: 'Enter a whole percentage from 1 to 100.', registers: 'Choose lesson, daily or both.' },
      }),
    );
    const { user } = renderWithProviders(<AttendanceSettingsScreen />);
    const chronic = await screen.findByRole('spinbutton', { name: 'Chronic absence threshold (%)' });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter a whole percentage from 1 to 100.')).toBeInTheDocument();
    expect(chronic).toHaveAttribute('aria-invalid', 'true');
    expect(chronic).toHaveAccessibleDescription(expect.stringContaining('Enter a whole percentage from 1 to 100.'));
    expect(screen.getByText('Choose lesson, daily or both.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Days a teacher may edit a register' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(posts(fetchMock)).toHaveLength(1);
    // A field error is not also a toast.
    expect(screen.getAllByText('Enter a whole percentage from 1 to 100.')).toHaveLength(1);
  });
});
