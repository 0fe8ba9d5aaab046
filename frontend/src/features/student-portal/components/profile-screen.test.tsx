import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { jsonResponse, mockFetch, renderWithProviders, studentUser } from '@/testing/test-utils';
import { PHOTO_UPDATED, ProfileScreen } from './profile-screen';

/** The value shown under a label of the profile's description lists. */
function valueOf(section: HTMLElement, label: string) {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('Student ProfileScreen', () => {
  it('shows the student, parent and education information read-only, N/A where missing', () => {
    renderWithProviders(<ProfileScreen student={studentUser} title="Juan Dela Cruz" />);

    const student = screen.getByRole('heading', { name: 'Student information' }).parentElement!;
    expect(valueOf(student, 'First name')).toBe('Juan');
    expect(within(student).queryByText('Middle name', { selector: 'dt' })).not.toBeInTheDocument();
    expect(valueOf(student, 'Birth date')).toBe('9/1/2010');
    expect(valueOf(student, 'Home address')).toBe('3 Rizal Ave., Quezon City');
    const parent = screen.getByRole('heading', { name: 'Parent or guardian information' }).parentElement!;
    expect(valueOf(parent, 'Middle name')).toBe('N/A');
    expect(valueOf(parent, 'Email')).toBe('N/A');
    expect(valueOf(parent, 'Relationship')).toBe('Mother');
    const education = screen.getByRole('heading', { name: 'Education information' }).parentElement!;
    expect(valueOf(education, 'Section')).toBe('St. Augustine');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('uploads a picked photo, saves it with Update Profile Photo and shows it in place', async () => {
    // The student answers the question "login again?" with Cancel: the page stays.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    useSessionStore.getState().setSession({ role: 'student', user: studentUser });
    const fetchMock = mockFetch((path) =>
      path === '/api/upload'
        ? jsonResponse(200, '/api/files/images/new.png')
        : jsonResponse(200, { ...studentUser, image: '/api/files/images/new.png' }),
    );
    const { user, container } = renderWithProviders(<ProfileScreen student={studentUser} title="Juan Dela Cruz" />);
    expect(screen.queryByRole('button', { name: 'Update Profile Photo' })).not.toBeInTheDocument();

    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Update Profile Photo' }));

    await waitFor(() => expect(confirm).toHaveBeenCalledWith(PHOTO_UPDATED));
    expect(reload).not.toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/admins/update-student')!;
    expect(JSON.parse(String(init?.body))).toEqual({ id: 's-1', image: '/api/files/images/new.png' });
    await waitFor(() => {
      const session = useSessionStore.getState().session;
      expect(session?.role === 'student' && session.user.image).toBe('/api/files/images/new.png');
    });
    expect(screen.queryByRole('button', { name: 'Update Profile Photo' })).not.toBeInTheDocument();
  });

  it('reloads the page when the student agrees to sign in again after a new photo', async () => {
    useSessionStore.getState().setSession({ role: 'student', user: studentUser });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    mockFetch((path) =>
      path === '/api/upload'
        ? jsonResponse(200, '/api/files/images/new.png')
        : jsonResponse(200, { ...studentUser, image: '/api/files/images/new.png' }),
    );
    const { user, container } = renderWithProviders(<ProfileScreen student={studentUser} title="Juan Dela Cruz" />);

    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Update Profile Photo' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith(PHOTO_UPDATED);
  });

  it("shows the server's refusal beside the photo and keeps the new photo to try again", async () => {
    const refusal = 'This is not one of your uploaded files.';
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    mockFetch((path) =>
      path === '/api/upload'
        ? jsonResponse(200, '/api/files/images/new.png')
        : jsonResponse(400, { message: refusal, errors: { image: refusal } }),
    );
    const { user, container } = renderWithProviders(<ProfileScreen student={studentUser} title="Juan Dela Cruz" />);

    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Update Profile Photo' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Profile Photo' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
