import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { guardianUser, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { EMAIL_ALERTS_OFF } from './email-alerts-switch';
import { GuardianProfileScreen, PHOTO_REMOVED, PHOTO_SAVED } from './profile-screen';

const NEW_PHOTO = '/api/files/images/rosa.png';

describe('GuardianProfileScreen', () => {
  it("shows the guardian's own details, read-only", () => {
    renderWithProviders(<GuardianProfileScreen guardian={guardianUser} title="Rosa Dela Cruz" />);

    expect(screen.getByRole('heading', { name: 'Rosa Dela Cruz' })).toBeInTheDocument();
    expect(screen.getByText('parent1@demo.lyceum.test')).toBeInTheDocument();
    expect(screen.getByText('Mother')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('uploads a picked photo and saves it at POST /api/guardians/update-photo', async () => {
    useSessionStore.getState().setSession({ role: 'guardian', user: guardianUser });
    const fetchMock = mockFetch((path) =>
      path === '/api/upload' ? jsonResponse(200, NEW_PHOTO) : jsonResponse(200, { ...guardianUser, image: NEW_PHOTO }),
    );
    const { user, container } = renderWithProviders(<GuardianProfileScreen guardian={guardianUser} title="Rosa Dela Cruz" />);

    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Update Profile Photo' }));

    expect(await screen.findByText(PHOTO_SAVED)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/guardians/update-photo')!;
    expect(JSON.parse(String(init?.body))).toEqual({ image: NEW_PHOTO });
    const session = useSessionStore.getState().session;
    expect(session?.role === 'guardian' && session.user.image).toBe(NEW_PHOTO);
  });

  it("shows the server's refusal of the photo beside the field, and removes a photo", async () => {
    const withPhoto = { ...guardianUser, image: NEW_PHOTO };
    useSessionStore.getState().setSession({ role: 'guardian', user: withPhoto });
    let refuse = true;
    const fetchMock = mockFetch((path) => {
      if (path === '/api/upload') return jsonResponse(200, '/api/files/images/other.png');
      if (refuse) {
        refuse = false;
        return jsonResponse(400, { message: 'Upload the image again: this one is not available.', errors: { image: 'Upload the image again: this one is not available.' } });
      }
      return jsonResponse(200, guardianUser);
    });
    const { user, container } = renderWithProviders(<GuardianProfileScreen guardian={withPhoto} title="Rosa Dela Cruz" />);

    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Update Profile Photo' }));
    expect(await screen.findByText('Upload the image again: this one is not available.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await user.click(await screen.findByRole('button', { name: 'Remove my photo' }));
    expect(await screen.findByText(PHOTO_REMOVED)).toBeInTheDocument();
    await waitFor(() => {
      const session = useSessionStore.getState().session;
      expect(session?.role === 'guardian' && session.user.image).toBeNull();
    });
    const calls = fetchMock.mock.calls.filter(([path]) => path === '/api/guardians/update-photo');
    expect(JSON.parse(String(calls.at(-1)?.[1]?.body))).toEqual({ image: null });
  });

  it("turns the guardian's alert e-mails off with the switch", async () => {
    useSessionStore.getState().setSession({ role: 'guardian', user: guardianUser });
    const fetchMock = mockFetch(() => jsonResponse(200, { ...guardianUser, email_alerts: false }));
    const { user } = renderWithProviders(<GuardianProfileScreen guardian={guardianUser} title="Rosa Dela Cruz" />);

    const toggle = screen.getByRole('switch', { name: 'Alerts by e-mail' });
    expect(toggle).toBeChecked();
    await user.click(toggle);

    expect(await screen.findByText(EMAIL_ALERTS_OFF)).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/guardians/email-alerts');
    expect(JSON.parse(String(init?.body))).toEqual({ enabled: false });
    const session = useSessionStore.getState().session;
    expect(session?.role === 'guardian' && session.user.email_alerts).toBe(false);
  });
});
