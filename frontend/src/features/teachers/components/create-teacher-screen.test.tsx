import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_DEFAULT_PASSWORD, jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { fakeTeacherServer } from '../testing/teachers';
import { CreateTeacherScreen } from './create-teacher-screen';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const birthDate = () => screen.getByLabelText(/^Birth date/);

type User = ReturnType<typeof renderWithProviders>['user'];

/** Replaces a field's text in one go (typing key by key is slow in jsdom). */
async function fill(user: User, name: string, value: string) {
  await user.clear(textbox(name));
  await user.click(textbox(name));
  await user.paste(value);
}

async function fillRequiredFields(user: User, email = 'ana.reyes@school.edu') {
  await fill(user, 'First name', 'Ana');
  await fill(user, 'Last name', 'Reyes');
  await fill(user, 'Phone', '09175550101');
  fireEvent.change(birthDate(), { target: { value: '1990-01-31' } });
  await fill(user, 'Email', email);
  await fill(user, 'Home address', '12 Luna St, Manila');
}

describe('CreateTeacherScreen', () => {
  it('shows the fields, the server’s default password disabled, and the Zoom section', async () => {
    const { callsTo } = fakeTeacherServer([]);
    renderWithProviders(<CreateTeacherScreen />);

    expect(screen.getByRole('heading', { name: 'Create account for teacher' })).toBeInTheDocument();
    for (const name of ['First name', 'Middle name', 'Last name', 'Phone', 'Email', 'Home address', 'Zoom link', 'Zoom ID', 'Zoom password']) {
      expect(textbox(name)).toBeEnabled();
    }
    expect(textbox('Phone')).toHaveAttribute('inputmode', 'tel');
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    expect(birthDate()).toHaveAttribute('type', 'date');
    expect(textbox('Default password')).toBeDisabled();
    await waitFor(() => expect(textbox('Default password')).toHaveValue(SERVER_DEFAULT_PASSWORD));
    expect(callsTo('/api/admins/default-password')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Zoom (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile photo' })).toBeInTheDocument();
  });

  it('shows the required messages beside the fields and sends nothing', async () => {
    const { callsTo } = fakeTeacherServer([]);
    const { user } = renderWithProviders(<CreateTeacherScreen />);

    await user.click(screen.getByRole('button', { name: 'Create new account for Teacher' }));

    expect(textbox('First name')).toHaveAccessibleDescription('Enter the first name.');
    expect(textbox('Last name')).toHaveAccessibleDescription('Enter the last name.');
    expect(textbox('Phone')).toHaveAccessibleDescription(expect.stringContaining('Enter the phone number.'));
    expect(birthDate()).toHaveAccessibleDescription(expect.stringContaining('Enter the birth date.'));
    expect(textbox('Email')).toHaveAccessibleDescription('Enter an email address.');
    expect(textbox('Home address')).toHaveAccessibleDescription('Enter the home address.');
    expect(textbox('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Middle name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Zoom link')).not.toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('/api/admins/create-teacher')).toHaveLength(0);
  });

  it('checks the phone digits, the email and the Zoom link like the server', async () => {
    const { callsTo } = fakeTeacherServer([]);
    const { user } = renderWithProviders(<CreateTeacherScreen />);
    await fillRequiredFields(user, 'not-an-email');
    await fill(user, 'Phone', 'call me');
    await fill(user, 'Zoom link', 'zoom.us/j/1');

    await user.click(screen.getByRole('button', { name: 'Create new account for Teacher' }));

    expect(textbox('Phone')).toHaveAccessibleDescription(expect.stringContaining('Use only digits, spaces and dashes, with + only at the start.'));
    expect(textbox('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(textbox('Zoom link')).toHaveAccessibleDescription('Enter a valid link starting with http:// or https://.');
    expect(callsTo('/api/admins/create-teacher')).toHaveLength(0);
  });

  it('uploads the photo at once, previews it, creates the account on the server’s default password and resets', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { fetchMock, bodiesSentTo } = fakeTeacherServer([], {
      '/api/upload': () => jsonResponse(200, '/api/files/images/ana.png'),
    });
    const { user, container } = renderWithProviders(<CreateTeacherScreen />);

    const photo = new File(['png'], 'ana.png', { type: 'image/png' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, photo);

    expect(await screen.findByRole('img', { name: 'Profile photo preview' })).toHaveAttribute('src', '/api/files/images/ana.png');
    const [uploadPath, uploadInit] = fetchMock.mock.calls.find(([path]) => path === '/api/upload')!;
    expect(uploadPath).toBe('/api/upload');
    expect(((uploadInit?.body as FormData).get('image') as File).name).toBe('ana.png');

    await fillRequiredFields(user);
    await fill(user, 'Zoom link', 'https://zoom.us/j/123');
    await user.click(screen.getByRole('button', { name: 'Create new account for Teacher' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Successfully created teacher account!'));
    // No password: the account starts on the server's own default, the one the field shows.
    expect(bodiesSentTo('/api/admins/create-teacher')).toEqual([
      {
        first_name: 'Ana',
        middle_name: '',
        last_name: 'Reyes',
        phone: '09175550101',
        email: 'ana.reyes@school.edu',
        image: '/api/files/images/ana.png',
        birthdate: '1990-01-31',
        address: '12 Luna St, Manila',
        zoom_link: 'https://zoom.us/j/123',
        zoom_id: '',
        zoom_password: '',
      },
    ]);
    await waitFor(() => expect(textbox('First name')).toHaveValue(''));
    expect(textbox('Email')).toHaveValue('');
    expect(birthDate()).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Profile photo preview' })).not.toBeInTheDocument();
    expect(textbox('Default password')).toHaveValue(SERVER_DEFAULT_PASSWORD);
  });

  it('shows the server 409 email message beside the email field and keeps the form', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fakeTeacherServer([], {
      '/api/admins/create-teacher': () =>
        jsonResponse(409, {
          message: 'This email is already used by another account.',
          errors: { email: 'This email is already used by another account.' },
        }),
    });
    const { user } = renderWithProviders(<CreateTeacherScreen />);
    await fillRequiredFields(user, 'teacher1@demo.lyceum.test');

    await user.click(screen.getByRole('button', { name: 'Create new account for Teacher' }));

    await waitFor(() =>
      expect(textbox('Email')).toHaveAccessibleDescription('This email is already used by another account.'),
    );
    expect(textbox('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('First name')).toHaveValue('Ana');
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows why a photo was refused beside the photo field', async () => {
    fakeTeacherServer([], {
      '/api/upload': () => jsonResponse(415, { message: 'Only PNG, JPEG, WebP or GIF images can be uploaded.' }),
    });
    const { user, container } = renderWithProviders(<CreateTeacherScreen />);

    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF'], 'cv.png', { type: 'image/png' }),
    );

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Profile photo' })).toHaveAccessibleDescription(
        expect.stringContaining('Only PNG, JPEG, WebP or GIF images can be uploaded.'),
      ),
    );
    expect(screen.queryByRole('img', { name: 'Profile photo preview' })).not.toBeInTheDocument();
  });
});
