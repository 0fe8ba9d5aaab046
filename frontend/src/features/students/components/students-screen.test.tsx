import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDetachedAddress } from '@/lib/screen-address';
import { jsonResponse, mockFetch, renderAtAddress, renderWithProviders } from '@/testing/test-utils';
import { bodyOf, educationApi, juan, makeStudent, recordOf, studentsPage } from '../testing/students';
import type { Enrolment, Learner } from '../types';
import { StudentsScreen } from './students-screen';

const firstPage = [juan, ...Array.from({ length: 9 }, (_, i) => makeStudent(i + 2))];
const secondPage = [makeStudent(11), makeStudent(12)];
/** The learner's records `get-student` answers with; the others have none yet. */
const learners: Record<string, Partial<Learner>> = {
  [juan._id]: {
    lrn: '136114120001',
    sex: 'M',
    mother_tongue: 'Tagalog',
    father_name: 'Pedro Dela Cruz',
    mother_name: 'Maria Santos',
    remarks: 'Transferred in from Bulacan.',
  },
};

/** The enrolments `get-enrolments` answers with, earliest year first; the others have none yet. */
const enrolments: Record<string, Enrolment[]> = {
  [juan._id]: [
    {
      schoolYearID: 'y-2025',
      schoolYear: '2025-2026',
      levelID: 'lvl-6',
      level: 'Grade 6',
      sectionID: null,
      section: null,
      enrolledOn: '2025-06-16',
      status: 'promoted',
      statusLabel: 'Promoted',
      statusOn: null,
      otherSchool: null,
      dropReason: null,
      previousAverage: null,
    },
    {
      schoolYearID: 'y-2026',
      schoolYear: '2026-2027',
      levelID: 'lvl-7',
      level: 'Grade 7',
      sectionID: 'sec-rizal',
      section: 'Rizal',
      enrolledOn: '2026-06-15',
      status: 'enrolled',
      statusLabel: 'Enrolled',
      statusOn: null,
      otherSchool: null,
      dropReason: null,
      previousAverage: null,
    },
  ],
};

/** The list answers by page and search, like the server; the rest goes to `other`. */
function listApi(other: (path: string, init: RequestInit) => Response = () => jsonResponse(404, { message: 'unexpected' })) {
  return educationApi((path, init) => {
    if (path.startsWith('/api/admins/get-students?')) {
      const params = new URL(path, 'http://test').searchParams;
      const q = params.get('q');
      if (q) return jsonResponse(200, studentsPage(q === 'juan' ? [juan] : [], q === 'juan' ? 1 : 0));
      return params.get('page') === '2'
        ? jsonResponse(200, studentsPage(secondPage, 12, 2))
        : jsonResponse(200, studentsPage(firstPage, 12));
    }
    if (path.startsWith('/api/admins/get-student?')) {
      const id = new URL(path, 'http://test').searchParams.get('id');
      const found = [...firstPage, ...secondPage].find((student) => student._id === id);
      return found
        ? jsonResponse(200, recordOf(found, learners[found._id]))
        : jsonResponse(404, { message: 'This student no longer exists.' });
    }
    if (path.startsWith('/api/admins/get-enrolments?')) {
      const id = new URL(path, 'http://test').searchParams.get('studentID') ?? '';
      return jsonResponse(200, enrolments[id] ?? []);
    }
    return other(path, init);
  });
}

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.includes('get-students'));

describe('StudentsScreen', () => {
  beforeEach(() => useDetachedAddress.setState({ rest: [] }));

  it('shows a paged table with N/A for missing education, and asks the server for page 2', async () => {
    const fetchMock = mockFetch(listApi());
    const { user } = renderWithProviders(<StudentsScreen />);

    expect(screen.getByRole('status', { name: 'Loading students' })).toBeInTheDocument();
    const juanRow = (await screen.findByRole('checkbox', { name: 'Select Juan Dela Cruz' })).closest('tr')!;
    expect(within(juanRow).getByText('Rizal')).toBeInTheDocument();
    expect(within(juanRow).getByText('Grade 7')).toBeInTheDocument();
    const pupilRow = screen.getByRole('checkbox', { name: 'Select Pupil2 Reyes' }).closest('tr')!;
    expect(within(pupilRow).getAllByText('N/A')).toHaveLength(3);
    expect(listCalls(fetchMock)[0]).toBe('/api/admins/get-students?page=1&pageSize=10');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Pupil11 Reyes' })).toBeInTheDocument();
    expect(listCalls(fetchMock)).toContain('/api/admins/get-students?page=2&pageSize=10');
  });

  it('searches on the server after a pause in typing, and says when nothing matches', async () => {
    const fetchMock = mockFetch(listApi());
    const { user } = renderWithProviders(<StudentsScreen />);
    await screen.findByRole('checkbox', { name: 'Select Pupil2 Reyes' });

    await user.type(screen.getByRole('textbox', { name: 'Search students' }), 'juan');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select Pupil2 Reyes' })).not.toBeInTheDocument());
    // The list may show its loading rows between the two pages: wait for the search's own.
    expect(await screen.findByRole('checkbox', { name: 'Select Juan Dela Cruz' })).toBeInTheDocument();
    // Debounced: one search call for the whole word, not one per key.
    expect(listCalls(fetchMock).filter((path) => path.includes('q='))).toEqual([
      '/api/admins/get-students?page=1&pageSize=10&q=juan',
    ]);

    await user.clear(screen.getByRole('textbox', { name: 'Search students' }));
    await user.type(screen.getByRole('textbox', { name: 'Search students' }), 'nobody');
    expect(await screen.findByText('No students found.')).toBeInTheDocument();
  });

  it('bulk-deletes the selected students only after the confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const fetchMock = mockFetch(
      listApi((path) =>
        path === '/api/admins/delete-student' ? jsonResponse(200, { message: 'Deleted 2 students.' }) : jsonResponse(404, { message: 'unexpected' }),
      ),
    );
    const { user } = renderWithProviders(<StudentsScreen />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Juan Dela Cruz' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pupil2 Reyes' }));

    await user.click(screen.getByRole('button', { name: 'Delete 2 item(s)' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete?');
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/admins/delete-student')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete 2 item(s)' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Delete \d item/ })).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/admins/delete-student');
    expect(bodyOf(call?.[1])).toEqual({ ids: ['s-1', 's-2'] });
    // The list reloads after the delete.
    await waitFor(() => expect(listCalls(fetchMock).length).toBeGreaterThanOrEqual(2));
  });

  it('selects every row of the page from the header checkbox', async () => {
    mockFetch(listApi());
    const { user } = renderWithProviders(<StudentsScreen />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all students on this page' }));
    expect(screen.getByRole('button', { name: 'Delete 10 item(s)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all students on this page' }));
    expect(screen.queryByRole('button', { name: /item\(s\)/ })).not.toBeInTheDocument();
  });

  it('shows every profile, parent and education field in View Details', async () => {
    mockFetch(listApi());
    const { user } = renderWithProviders(<StudentsScreen />);
    const row = (await screen.findByRole('checkbox', { name: 'Select Juan Dela Cruz' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View Details' }));

    const drawer = await screen.findByRole('dialog', { name: 'Student details' });
    for (const text of ['student1@demo.lyceum.test', '1 Rizal Avenue, Manila', 'Mother', 'Junior High School', 'Rizal']) {
      expect(within(drawer).getByText(text)).toBeInTheDocument();
    }
    // The list has no learner's record: the LRN and sex come with the student's own record.
    const lrnRow = (await within(drawer).findByText('LRN')).closest('tr')!;
    expect(within(lrnRow).getByText('136114120001')).toBeInTheDocument();
    const sexRow = within(drawer).getByText('Sex').closest('tr')!;
    expect(within(sexRow).getByText('Male')).toBeInTheDocument();
    expect(useDetachedAddress.getState().rest).toEqual([juan._id]);
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useDetachedAddress.getState().rest).toEqual([]);
  });

  it("opens a student's record from its address alone, one the first page does not list", async () => {
    const fetchMock = mockFetch(listApi());
    const [twelfth] = secondPage.slice(-1);
    useDetachedAddress.setState({ rest: [twelfth!._id] });
    renderWithProviders(<StudentsScreen />);

    const drawer = await screen.findByRole('dialog', { name: 'Student details' });
    expect(await within(drawer).findByText(twelfth!.full_name)).toBeInTheDocument();
    expect(within(drawer).getByText('No LRN yet')).toBeInTheDocument();
    expect(within(drawer).queryByText('Sex')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/admins/get-student?id=${twelfth!._id}`, expect.anything());
  });

  it("lists the student's enrolments in their record, one line per school year, earliest first", async () => {
    const fetchMock = mockFetch(listApi());
    useDetachedAddress.setState({ rest: [juan._id] });
    renderWithProviders(<StudentsScreen />);

    const drawer = await screen.findByRole('dialog', { name: 'Student details' });
    expect(await within(drawer).findByRole('heading', { name: 'Enrolment history' })).toBeInTheDocument();
    const history = await within(drawer).findByRole('list', { name: 'Enrolment history' });
    expect(within(history).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      '2025-2026 · No section · Promoted · enrolled 6/16/2025',
      '2026-2027 · Grade 7 - Rizal · Enrolled · enrolled 6/15/2026',
    ]);
    expect(fetchMock).toHaveBeenCalledWith(`/api/admins/get-enrolments?studentID=${juan._id}`, expect.anything());
  });

  it('says when a student has no enrolment yet', async () => {
    useDetachedAddress.setState({ rest: ['s-2'] });
    mockFetch(listApi());
    renderWithProviders(<StudentsScreen />);

    const drawer = await screen.findByRole('dialog', { name: 'Student details' });
    expect(await within(drawer).findByText('No enrolment yet.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('list', { name: 'Enrolment history' })).not.toBeInTheDocument();
  });

  it.each([[['no-such-student']], [['s-1', 'more']]])('says "Page not found" at %j', async (rest) => {
    mockFetch(listApi());
    useDetachedAddress.setState({ rest });
    renderAtAddress(<StudentsScreen />, '/admin/students');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('edits a student: parent email and phone are required, then updates and returns to the list', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchMock = mockFetch(listApi((path) => (path === '/api/admins/update-student' ? jsonResponse(200, juan) : jsonResponse(404, { message: 'unexpected' }))));
    const { user } = renderWithProviders(<StudentsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Juan Dela Cruz' }));

    expect(screen.getByRole('heading', { name: 'Update/Edit student account' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Juan');
    expect(screen.getByRole('combobox', { name: 'Section' })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('sec-rizal'));
    expect(screen.queryByLabelText('Default password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Student Account' }));
    expect(await screen.findByText('Enter the phone number.')).toBeInTheDocument();
    expect(screen.getByText('Enter an email address.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/admins/update-student')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Parent phone' }), '0917abc');
    await user.type(screen.getByRole('textbox', { name: 'Parent email' }), 'rosa@mail.test');
    await user.click(screen.getByRole('button', { name: 'Update Student Account' }));
    expect(await screen.findByText('Use only digits, spaces and dashes, with + only at the start.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Parent phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Parent phone' }), '09171234567');
    await user.click(screen.getByRole('button', { name: 'Update Student Account' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith("Student's account updated successfully!"));
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/admins/update-student');
    expect(bodyOf(call?.[1])).toMatchObject({
      id: 's-1',
      first_name: 'Juan',
      parent_email: 'rosa@mail.test',
      phone: '09171234567',
      categoryID: 'cat-jhs',
      levelID: 'lvl-7',
      sectionID: 'sec-rizal',
    });
    expect(bodyOf(call?.[1])).not.toHaveProperty('password');
    expect(await screen.findByRole('heading', { name: 'View all students' })).toBeInTheDocument();
  });

  it('"Go back" leaves the edit form without saving', async () => {
    const fetchMock = mockFetch(listApi());
    const { user } = renderWithProviders(<StudentsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Juan Dela Cruz' }));
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'View all students' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/admins/update-student')).toBe(false);
  });

  it("prefills the learner's record from the student's own record and sends the changes", async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchMock = mockFetch(
      listApi((path) =>
        path === '/api/admins/update-student' ? jsonResponse(200, recordOf(juan)) : jsonResponse(404, { message: 'unexpected' }),
      ),
    );
    const { user } = renderWithProviders(<StudentsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Juan Dela Cruz' }));

    const lrn = await screen.findByRole('textbox', { name: 'LRN' });
    expect(fetchMock).toHaveBeenCalledWith(`/api/admins/get-student?id=${juan._id}`, expect.anything());
    expect(lrn).toHaveValue('136114120001');
    expect(screen.getByRole('textbox', { name: 'Sex' })).toHaveValue('Male');
    expect(screen.getByRole('textbox', { name: 'Mother tongue' })).toHaveValue('Tagalog');
    expect(screen.getByRole('textbox', { name: "Father's name" })).toHaveValue('Pedro Dela Cruz');
    expect(screen.getByRole('textbox', { name: "Mother's maiden name" })).toHaveValue('Maria Santos');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveValue('Transferred in from Bulacan.');
    expect(screen.getByRole('textbox', { name: 'Religion' })).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: 'Parent email' }), 'rosa@mail.test');
    await user.type(screen.getByRole('textbox', { name: 'Parent phone' }), '09171234567');
    await user.type(screen.getByRole('textbox', { name: 'Religion' }), 'Roman Catholic');
    await user.clear(screen.getByRole('textbox', { name: 'Remarks' }));
    await user.click(screen.getByRole('button', { name: 'Update Student Account' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([path]) => path === '/api/admins/update-student')).toBe(true));
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/admins/update-student');
    expect(bodyOf(call?.[1])).toMatchObject({
      id: juan._id,
      lrn: '136114120001',
      sex: 'M',
      mother_tongue: 'Tagalog',
      religion: 'Roman Catholic',
      ip_group: '',
      father_name: 'Pedro Dela Cruz',
      mother_name: 'Maria Santos',
      // Emptied: sent blank, so the server clears it.
      remarks: '',
    });
  });
});
