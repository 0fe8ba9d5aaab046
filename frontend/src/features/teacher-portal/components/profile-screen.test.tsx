import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHONE_HINT } from '@/lib/phone-rule';
import { useSessionStore } from '@/lib/session-store';
import { jsonResponse, mockFetch, renderWithProviders, teacherUser } from '@/testing/test-utils';
import { ACCOUNT_UPDATED, TeacherProfileScreen } from './profile-screen';

describe('Teacher profile', () => {
  it('shows the account with N/A for missing Zoom details', () => {
    renderWithProviders(<TeacherProfileScreen teacher={teacherUser} title="Maria Santos" />);
    expect(screen.getByText('Zoom link', { selector: 'dt' }).nextElementSibling).toHaveTextContent('N/A');
    expect(screen.getByText('Birth date', { selector: 'dt' }).nextElementSibling).toHaveTextContent('4/12/1985');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('09171234567');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      '7 to 15 digits; spaces, dashes and a leading + are fine, e.g. +63 917-123-4567',
    );
  });

  it('requires a phone of 7 to 15 digits, spaces and dashes, and saves only the phone and photo', async () => {
    useSessionStore.getState().setSession({ role: 'teacher', user: teacherUser });
    const fetchMock = mockFetch(() => jsonResponse(200, { ...teacherUser, phone: '09998887777' }));
    const { user } = renderWithProviders(<TeacherProfileScreen teacher={teacherUser} title="Maria Santos" />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });

    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Update Teacher Account' }));
    expect(screen.getByText('Enter the phone number.')).toBeInTheDocument();
    await user.type(phone, 'call me');
    await user.click(screen.getByRole('button', { name: 'Update Teacher Account' }));
    expect(screen.getByText('Use only digits, spaces and dashes, with + only at the start.')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '0999-88');
    await user.click(screen.getByRole('button', { name: 'Update Teacher Account' }));
    expect(screen.getByText('Enter 7 to 15 digits.')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(PHONE_HINT));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, '09998887777');
    await user.click(screen.getByRole('button', { name: 'Update Teacher Account' }));

    expect(await screen.findByText(ACCOUNT_UPDATED)).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/admins/update-teacher');
    expect(JSON.parse(String(init?.body))).toEqual({ id: 't-1', phone: '09998887777', image: null });
    await waitFor(() => {
      const session = useSessionStore.getState().session;
      expect(session?.role === 'teacher' && session.user.phone).toBe('09998887777');
    });
  });
});
