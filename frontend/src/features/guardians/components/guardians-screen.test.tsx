import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import {
  bodyOf,
  guardiansPage,
  makeGuardian,
  maria,
  pickerStudent,
  rizalCounts,
  schoolCounts,
  sectionsApi,
  studentSearchAnswer,
} from '../testing/guardians';
import { GuardiansScreen } from './guardians-screen';

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

/** A server with `guardians` listed; writes answer `write`. */
function server(write: (path: string, body: unknown) => Response = () => jsonResponse(200, maria)) {
  return mockFetch(
    sectionsApi((path, init) => {
      if (path.startsWith('/api/admins/guardians?')) {
        const q = new URL(path, 'http://x').searchParams.get('q');
        if (q === 'nobody') return jsonResponse(200, guardiansPage([]));
        return jsonResponse(200, guardiansPage([maria, makeGuardian(2)], 2));
      }
      if (path === '/api/admins/preview-guardian-accounts') {
        return jsonResponse(200, (bodyOf(init) as { sectionID: string | null }).sectionID ? rizalCounts : schoolCounts);
      }
      if (path.startsWith('/api/admins/get-students?')) {
        return studentSearchAnswer([pickerStudent(7, 'Paolo', 'Reyes')]);
      }
      return write(path, bodyOf(init));
    }),
  );
}

describe('GuardiansScreen', () => {
  it('lists the guardian accounts with their children, and searches on the server', async () => {
    const fetchMock = server();
    const { user } = renderWithProviders(<GuardiansScreen />);

    expect(await screen.findByRole('heading', { name: 'View all guardians' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Maria Cruz/ });
    const children = within(row).getByRole('list', { name: 'Children of Maria Cruz' });
    expect(within(children).getByText('Juan Cruz')).toBeInTheDocument();
    expect(within(children).getByText('Grade 7 - Rizal · Mother')).toBeInTheDocument();
    expect(within(children).getByText('No section · Mother')).toBeInTheDocument();
    expect(within(rowOf('Parent2 Reyes')).getByText('No child linked')).toBeInTheDocument();
    expect(within(row).getByText('Starting password')).toBeInTheDocument();
    expect(screen.getByText('2 guardian accounts')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admins/guardians?page=1&pageSize=20', expect.anything());

    await user.type(screen.getByLabelText('Search guardians'), 'nobody');
    expect(await screen.findByText('No guardian account matches this search.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admins/guardians?page=1&pageSize=20&q=nobody', expect.anything());
  });

  it('says so when the list cannot be loaded, and loads it again on Try again', async () => {
    // A failed load is tried once more by itself: both attempts fail here.
    let failures = 2;
    mockFetch(() => {
      if (failures > 0) {
        failures -= 1;
        return jsonResponse(500, { message: 'The server had a problem. Please try again.' });
      }
      return jsonResponse(200, guardiansPage([]));
    });
    const { user } = renderWithProviders(<GuardiansScreen />);

    expect(await screen.findByText('The guardian accounts could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No guardian accounts yet/)).toBeInTheDocument();
  });

  it("shows the preview's counts for the school, then for a section, and creates that section's accounts", async () => {
    const fetchMock = server((path) =>
      path === '/api/admins/create-guardian-accounts'
        ? jsonResponse(200, { ...rizalCounts, message: 'Created 24 guardian account(s) and linked 27 student(s).' })
        : jsonResponse(404, { message: 'Not found.' }),
    );
    const { user } = renderWithProviders(<GuardiansScreen />);
    await screen.findByRole('row', { name: /Maria Cruz/ });

    await user.click(screen.getByRole('button', { name: 'Create guardian accounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create guardian accounts' });
    expect(await within(dialog).findByText('Preview for the whole school')).toBeInTheDocument();
    expect(within(dialog).getByText('250')).toBeInTheDocument();

    await user.click(within(dialog).getByText('One section'));
    expect(await within(dialog).findByText('Choose a section to see what would be created.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create accounts' })).toBeDisabled();
    await user.click(within(dialog).getByRole('textbox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: 'Grade 7 - Rizal' }));

    expect(await within(dialog).findByText('Preview for Grade 7 - Rizal')).toBeInTheDocument();
    const counts = within(dialog).getByText('Guardian accounts to create').parentElement!;
    expect(within(counts).getByText('24')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admins/create-guardian-accounts', expect.anything());

    await user.click(within(dialog).getByRole('button', { name: 'Create accounts' }));
    expect(await within(dialog).findByText('Created 24 guardian account(s) and linked 27 student(s).')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/admins/create-guardian-accounts')!;
    expect(bodyOf(init)).toEqual({ sectionID: 'sec-rizal' });
  });

  it('unlinks a child only after the confirmation', async () => {
    const fetchMock = server(() => jsonResponse(200, { ...maria, children: maria.children.slice(1) }));
    const { user } = renderWithProviders(<GuardiansScreen />);
    await screen.findByRole('row', { name: /Maria Cruz/ });

    await user.click(screen.getByRole('button', { name: 'Unlink Juan Cruz from Maria Cruz' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unlink Juan Cruz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admins/unlink-guardian', expect.anything());

    await user.click(screen.getByRole('button', { name: 'Unlink Juan Cruz from Maria Cruz' }));
    dialog = await screen.findByRole('dialog', { name: 'Unlink Juan Cruz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));

    expect(await screen.findByText('Juan Cruz is no longer linked to Maria Cruz.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/admins/unlink-guardian')!;
    expect(bodyOf(init)).toEqual({ guardianID: 'g-1', studentID: 's-1' });
  });

  it('deletes an account only after the confirmation, and shows a refusal in the dialog', async () => {
    let refuse = true;
    const fetchMock = server(() => {
      if (refuse) {
        refuse = false;
        return jsonResponse(404, { message: 'Some of these guardians no longer exist; nothing was deleted.' });
      }
      return jsonResponse(200, { message: 'Deleted 1 guardian(s).' });
    });
    const { user } = renderWithProviders(<GuardiansScreen />);
    await screen.findByRole('row', { name: /Maria Cruz/ });

    await user.click(screen.getByRole('button', { name: 'Delete Maria Cruz' }));
    let dialog = await screen.findByRole('dialog', { name: "Delete Maria Cruz's account?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admins/delete-guardian', expect.anything());

    await user.click(screen.getByRole('button', { name: 'Delete Maria Cruz' }));
    dialog = await screen.findByRole('dialog', { name: "Delete Maria Cruz's account?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Some of these guardians no longer exist; nothing was deleted.');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 1 guardian(s).')).toBeInTheDocument();
    const deletes = fetchMock.mock.calls.filter(([path]) => path === '/api/admins/delete-guardian');
    expect(deletes.map(([, init]) => bodyOf(init))).toEqual([{ ids: ['g-1'] }, { ids: ['g-1'] }]);
  });

  it("links a student found by name, and shows the server's refusal beside the student", async () => {
    const refusal = 'This student already has two guardian accounts.';
    const fetchMock = server(() => jsonResponse(409, { message: refusal, errors: { studentID: refusal } }));
    const { user } = renderWithProviders(<GuardiansScreen />);
    await screen.findByRole('row', { name: /Maria Cruz/ });

    await user.click(screen.getByRole('button', { name: 'Link student to Maria Cruz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a student to Maria Cruz' });
    expect(within(dialog).getByRole('button', { name: 'Link student' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Search students'), 'Paolo');
    await user.click(await within(dialog).findByRole('button', { name: /Paolo Reyes/ }));
    await user.type(within(dialog).getByLabelText('Relationship'), 'Aunt');
    await user.click(within(dialog).getByRole('button', { name: 'Link student' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/admins/link-guardian')!;
    expect(bodyOf(init)).toEqual({ guardianID: 'g-1', studentID: 's-7', relationship: 'Aunt' });
  });

  it('says a refusal naming no field under the form, and links with the relationship left blank', async () => {
    let refuse = true;
    const fetchMock = server(() => {
      if (!refuse) return jsonResponse(200, maria);
      refuse = false;
      return jsonResponse(404, { message: 'This student does not exist.' });
    });
    const { user } = renderWithProviders(<GuardiansScreen />);
    await screen.findByRole('row', { name: /Maria Cruz/ });

    await user.click(screen.getByRole('button', { name: 'Link student to Maria Cruz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link a student to Maria Cruz' });
    await user.type(within(dialog).getByLabelText('Search students'), 'Paolo');
    await user.click(await within(dialog).findByRole('button', { name: /Paolo Reyes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Link student' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This student does not exist.');
    expect(within(dialog).getByLabelText('Relationship')).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Link student' }));

    expect(await screen.findByText('Paolo Reyes is now linked to Maria Cruz.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link a student to Maria Cruz' })).not.toBeInTheDocument());
    const links = fetchMock.mock.calls.filter(([path]) => path === '/api/admins/link-guardian');
    expect(links.map(([, init]) => bodyOf(init))).toEqual([
      { guardianID: 'g-1', studentID: 's-7' },
      { guardianID: 'g-1', studentID: 's-7' },
    ]);
  });
});
