import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES } from '@/lib/phone-rule';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { GUARDIAN_FIELD_MESSAGES } from '../hooks/use-guardian-form';
import { bodyOf, maria, pickerStudent, studentSearchAnswer } from '../testing/guardians';
import { CreateGuardianScreen } from './create-guardian-screen';

const juan = pickerStudent(1, 'Juan', 'Cruz');
const lea = pickerStudent(2, 'Lea', 'Cruz');

function server(create: (body: unknown) => Response) {
  return mockFetch((path, init) => {
    if (path.startsWith('/api/admins/get-students?')) {
      const q = new URL(path, 'http://x').searchParams.get('q') ?? '';
      return studentSearchAnswer([juan, lea].filter((student) => student.full_name.toLowerCase().includes(q.toLowerCase())));
    }
    if (path === '/api/admins/create-guardian') return create(bodyOf(init));
    return jsonResponse(404, { message: 'Not found.' });
  });
}

async function addChild(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: 'Add a child' }));
  await user.type(screen.getByLabelText('Search students'), name);
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
}

describe('CreateGuardianScreen', () => {
  it('checks the fields beside them before sending anything', async () => {
    const fetchMock = server(() => jsonResponse(201, maria));
    const { user } = renderWithProviders(<CreateGuardianScreen />);

    await user.type(screen.getByLabelText('Email', { exact: false }), 'not-an-email');
    await user.type(screen.getByLabelText('Phone'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Create guardian account' }));

    expect(await screen.findByText(GUARDIAN_FIELD_MESSAGES.firstName)).toBeInTheDocument();
    expect(screen.getByText(GUARDIAN_FIELD_MESSAGES.lastName)).toBeInTheDocument();
    expect(screen.getByText(GUARDIAN_FIELD_MESSAGES.emailFormat)).toBeInTheDocument();
    expect(screen.getByText(PHONE_MESSAGES.digits)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admins/create-guardian', expect.anything());
  });

  it('sends the account with the chosen children, and shows the server refusals beside their fields', async () => {
    const taken = 'A guardian account with this email already exists; link it instead.';
    const atLimit = 'This student already has two guardian accounts.';
    let answer = jsonResponse(409, { message: taken, errors: { email: taken } });
    const fetchMock = server(() => answer);
    const { user } = renderWithProviders(<CreateGuardianScreen />);

    await user.type(screen.getByLabelText('First name', { exact: false }), 'Maria');
    await user.type(screen.getByLabelText('Last name', { exact: false }), 'Cruz');
    await user.type(screen.getByLabelText('Email', { exact: false }), 'maria.cruz@school.test');
    await user.type(screen.getByLabelText('Phone'), '0917 123 4567');
    await addChild(user, 'Juan');
    await addChild(user, 'Lea');
    const chosen = screen.getByRole('list', { name: 'Children to link' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Create guardian account' }));

    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByLabelText('Email', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/admins/create-guardian')!;
    expect(bodyOf(init)).toEqual({
      first_name: 'Maria',
      middle_name: '',
      last_name: 'Cruz',
      email: 'maria.cruz@school.test',
      phone: '0917 123 4567',
      relationship: '',
      image: null,
      studentIDs: ['s-1', 's-2'],
    });

    answer = jsonResponse(409, { message: atLimit, errors: { studentIDs: atLimit } });
    await user.click(screen.getByRole('button', { name: 'Create guardian account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(atLimit);

    await user.click(screen.getByRole('button', { name: 'Remove Lea Cruz' }));
    answer = jsonResponse(201, maria);
    await user.click(screen.getByRole('button', { name: 'Create guardian account' }));
    expect(await screen.findByText('Created the guardian account of Maria Cruz.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('First name', { exact: false })).toHaveValue(''));
    const calls = fetchMock.mock.calls.filter(([path]) => path === '/api/admins/create-guardian');
    expect((bodyOf(calls.at(-1)?.[1]) as { studentIDs: string[] }).studentIDs).toEqual(['s-1']);
  });
});
