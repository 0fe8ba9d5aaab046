import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { aTeacher, fakeTeacherServer } from '../testing/teachers';
import { TeachersScreen } from './teachers-screen';

const maria = aTeacher({
  _id: 't-1',
  first_name: 'Maria',
  last_name: 'Santos',
  phone: '09170000001',
  email: 'teacher1@demo.lyceum.test',
  address: '1 Mabini Street, Quezon City',
  advisoryClass: [{ sectionID: 'sec-1', section: 'Rizal', level: 'Grade 7' }],
  classes: [
    { subjectID: 'sub-1', subject: 'Mathematics' },
    { subjectID: 'sub-2', subject: 'English' },
  ],
});
const jose = aTeacher({ _id: 't-2', first_name: 'Jose', middle_name: 'Protacio', last_name: 'Reyes', image: '/api/files/images/jose.png' });
const ana = aTeacher({ _id: 't-3', first_name: 'Ana', last_name: 'Bautista', birthdate: '1990-12-31' });

/** The body rows of the table (the header row left out). */
function bodyRows() {
  const [, ...rows] = screen.getAllByRole('row');
  return rows;
}

/** The names listed under a term of the details panel, or its plain text. */
function detail(panel: HTMLElement, term: string): string[] {
  const value = within(panel).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
  const items = within(value).queryAllByRole('listitem');
  return items.length > 0 ? items.map((item) => item.textContent ?? '') : [value.textContent ?? ''];
}

const lastNames = () => bodyRows().map((row) => within(row).getAllByRole('cell')[4].textContent);

describe('TeachersScreen', () => {
  it('shows a spinner, then one row per teacher with photo, names, phone, email and short birth date', async () => {
    fakeTeacherServer([maria, jose]);
    renderWithProviders(<TeachersScreen />);

    expect(screen.getByRole('status', { name: 'Loading teachers' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Protacio' })).closest('tr')!;

    expect(screen.getByRole('heading', { name: 'View all teachers' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(within(row).getByRole('img', { name: 'Jose Protacio Reyes' })).toHaveAttribute('src', '/api/files/images/jose.png');
    for (const text of ['Jose', 'Reyes', '09171234567', 'jose.reyes@school.edu', '3/7/1985']) {
      expect(within(row).getByRole('cell', { name: text })).toBeInTheDocument();
    }
    expect(within(row).getByRole('button', { name: 'Edit Jose Protacio Reyes' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    const mariaRow = screen.getByRole('cell', { name: '09170000001' }).closest('tr')!;
    expect(within(mariaRow).getByRole('img', { name: 'Maria Santos' })).toHaveAttribute('src', '/default-avatar.svg');
  });

  it('shows a teacher another administrator added once the window regains focus', async () => {
    const school = [maria];
    fakeTeacherServer([], {
      '/api/admins/get-teachers': () =>
        jsonResponse(200, { teachers: [...school], total: school.length, page: 1, pageSize: 10 }),
    });
    renderWithProviders(<TeachersScreen />);
    expect(await screen.findByRole('cell', { name: 'Maria' })).toBeInTheDocument();

    school.push(jose);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    expect(await screen.findByRole('cell', { name: 'Jose' })).toBeInTheDocument();
    focusManager.setFocused(undefined);
  });

  it('says so when there are no teachers yet', async () => {
    fakeTeacherServer([]);
    renderWithProviders(<TeachersScreen />);

    expect(await screen.findByText('No teachers yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks the server to sort by last name, then the other way round, and by first name', async () => {
    const { queriesTo } = fakeTeacherServer([maria, jose, ana]);
    const { user } = renderWithProviders(<TeachersScreen />);
    await screen.findByRole('table');
    const lastNameHeader = screen.getByRole('columnheader', { name: 'Last name' });
    // The server's own order until a header is clicked: last name, then first name.
    expect(lastNames()).toEqual(['Bautista', 'Reyes', 'Santos']);
    expect(lastNameHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(lastNameHeader).getByRole('button', { name: 'Last name' }));
    expect(lastNameHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(lastNameHeader).getByRole('button', { name: 'Last name' }));
    await waitFor(() => expect(lastNames()).toEqual(['Santos', 'Reyes', 'Bautista']));
    expect(lastNameHeader).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'First name' }));
    await waitFor(() =>
      expect(bodyRows().map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(['Ana', 'Jose', 'Maria']),
    );
    expect(screen.getByRole('columnheader', { name: 'First name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(lastNameHeader).toHaveAttribute('aria-sort', 'none');
    expect(queriesTo('/api/admins/get-teachers').map((params) => [params.get('sort'), params.get('order')])).toEqual([
      [null, null],
      ['last_name', 'asc'],
      ['last_name', 'desc'],
      ['first_name', 'asc'],
    ]);
  });

  it('searches names and emails on the server and says when nothing matches', async () => {
    const { queriesTo } = fakeTeacherServer([maria, jose, ana]);
    const { user } = renderWithProviders(<TeachersScreen />);
    await screen.findByRole('table');

    await user.type(screen.getByRole('textbox', { name: 'Search teachers' }), 'reyes');
    await waitFor(() => expect(lastNames()).toEqual(['Reyes']));
    expect(queriesTo('/api/admins/get-teachers').at(-1)!.get('q')).toBe('reyes');

    await user.type(screen.getByRole('textbox', { name: 'Search teachers' }), 'zzz');
    expect(await screen.findByText('No teachers found.')).toBeInTheDocument();
  });

  it('shows 10 teachers a page', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      aTeacher({ _id: `t-${i}`, first_name: `Name${i + 1}`, last_name: `Family${String(i + 1).padStart(2, '0')}` }),
    );
    fakeTeacherServer(many);
    const { user } = renderWithProviders(<TeachersScreen />);
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(lastNames()).toEqual(['Family11', 'Family12']);
  });

  it('deletes the selected teachers after the confirmation, then reloads and clears the selection', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { bodiesSentTo, callsTo } = fakeTeacherServer([maria, jose, ana]);
    const { user } = renderWithProviders(<TeachersScreen />);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Maria Santos' }));
    expect(screen.getByRole('button', { name: 'Delete 1 item(s)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana Bautista' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 item(s)' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete?');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodiesSentTo('/api/admins/delete-teacher')).toEqual([{ ids: ['t-1', 't-3'] }]);
    expect(callsTo('/api/admins/get-teachers')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Reyes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Jose Protacio Reyes' })).not.toBeChecked();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { callsTo } = fakeTeacherServer([maria, jose]);
    const { user } = renderWithProviders(<TeachersScreen />);
    await screen.findByRole('table');

    await user.click(screen.getByRole('checkbox', { name: 'Select all teachers on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 item(s)' }));

    expect(callsTo('/api/admins/delete-teacher')).toHaveLength(0);
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Select Maria Santos' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete 2 item(s)' })).toBeInTheDocument();
  });

  it('opens the details panel with advisory classes and classes, or "None"', async () => {
    fakeTeacherServer([maria, jose]);
    const { user } = renderWithProviders(<TeachersScreen />);
    const mariaRow = (await screen.findByRole('cell', { name: '09170000001' })).closest('tr')!;

    await user.click(within(mariaRow).getByRole('button', { name: 'View Details' }));

    const panel = screen.getByRole('dialog', { name: 'Teacher details' });
    for (const text of ['teacher1@demo.lyceum.test', '3/7/1985', '1 Mabini Street, Quezon City', '09170000001']) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
    expect(within(panel).getAllByText('Maria Santos').length).toBeGreaterThan(0);
    // The id is offered to copy, never shown.
    expect(within(panel).queryByText('t-1')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy ID of the teacher' })).toBeInTheDocument();
    expect(detail(panel, 'Advisory classes')).toEqual(['Rizal']);
    expect(detail(panel, 'Classes')).toEqual(['Mathematics', 'English']);
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const joseRow = screen.getByRole('cell', { name: 'Protacio' }).closest('tr')!;
    await user.click(within(joseRow).getByRole('button', { name: 'View Details' }));
    const josePanel = screen.getByRole('dialog', { name: 'Teacher details' });
    expect(detail(josePanel, 'Advisory classes')).toEqual(['None']);
    expect(detail(josePanel, 'Classes')).toEqual(['None']);
  });

  it('swaps in the prefilled edit form, posts the id with the changes and goes back to the refreshed list', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { bodiesSentTo } = fakeTeacherServer([maria, jose]);
    const { user } = renderWithProviders(<TeachersScreen />);

    await user.click(await screen.findByRole('button', { name: 'Edit Maria Santos' }));

    expect(screen.getByRole('heading', { name: 'Update/Edit teacher account' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Maria');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Santos');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('teacher1@demo.lyceum.test');
    expect(screen.getByLabelText(/^Birth date/)).toHaveValue('1985-03-07');
    expect(screen.queryByLabelText(/password/i, { selector: 'input:disabled' })).not.toBeInTheDocument();

    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.paste('09998887777');
    await user.click(screen.getByRole('button', { name: 'Update Teacher Account' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith("Teacher's account updated successfully!"));
    expect(bodiesSentTo('/api/admins/update-teacher')).toEqual([
      {
        id: 't-1',
        first_name: 'Maria',
        middle_name: '',
        last_name: 'Santos',
        phone: '09998887777',
        email: 'teacher1@demo.lyceum.test',
        image: null,
        birthdate: '1985-03-07',
        address: '1 Mabini Street, Quezon City',
        zoom_link: '',
        zoom_id: '',
        zoom_password: '',
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'View all teachers' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '09998887777' })).toBeInTheDocument();
  });

  it('shows the server field errors beside the edit fields and stays on the form', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fakeTeacherServer([maria], {
      '/api/admins/update-teacher': () =>
        jsonResponse(409, {
          message: 'This email is already used by another account.',
          errors: { email: 'This email is already used by another account.' },
        }),
    });
    const { user } = renderWithProviders(<TeachersScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Maria Santos' }));

    await user.click(screen.getByRole('button', { name: 'Update Teacher Account' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already used by another account.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Update/Edit teacher account' })).toBeInTheDocument();
  });

  it('goes back to the list without saving', async () => {
    const { callsTo } = fakeTeacherServer([maria]);
    const { user } = renderWithProviders(<TeachersScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Maria Santos' }));

    await user.click(screen.getByRole('button', { name: 'Go back' }));

    expect(screen.getByRole('heading', { name: 'View all teachers' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(callsTo('/api/admins/update-teacher')).toHaveLength(0);
  });
});
