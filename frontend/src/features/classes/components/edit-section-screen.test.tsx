import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { useDetachedAddress } from '@/lib/screen-address';
import type { SectionStudent, Subject } from '../types';
import {
  aSection,
  aSectionDetail,
  aSubject,
  choose,
  fakeClassServer,
  jose,
  maria,
  teacherSearch,
  type Route,
} from '../testing/classes';
import { ClassesScreen } from './classes-screen';

const grade7 = { _id: 'l-7', level: 'Grade 7', category: 'c-1', sections: [] };
const mathRef = { _id: 'sub-1', subjectID: 'sub-1', subject: 'Mathematics', teacher: 't-1', teacherName: 'Maria Santos' };
const rizal = aSection({ _id: 'sec-1', section: 'Rizal', subjects: [mathRef] });
const math: Subject = aSubject({
  _id: 'sub-1',
  subject: 'Mathematics',
  schedules: [
    { _id: 'sch-1', subject: 'sub-1', day: 'Monday', startTime: '08:00 AM', endTime: '09:00 AM' },
    { _id: 'sch-2', subject: 'sub-1', day: 'Wednesday', startTime: '10:00 AM', endTime: '11:00 AM' },
  ],
});

/** Answers the edit-section calls for Rizal; `overrides` may answer a path first. */
function sectionServer(overrides: Record<string, Route> = {}) {
  return fakeClassServer({
    '/api/admins/get-section': () => ({ section: aSectionDetail(rizal), level: grade7, teacher: maria, adviser: maria }),
    '/api/admins/get-teachers': teacherSearch([maria, jose]),
    '/api/admins/get-subject': () => math,
    '/api/admins/update-adviser-section': (body) => aSectionDetail({ ...rizal, section: String(body.section) }),
    '/api/admins/update-subject-teacher': () => ({ ...math, teacher: 't-2', teacherName: 'Jose Reyes' }),
    '/api/admins/delete-subject-schedule': () => ({ message: 'Schedule removed.' }),
    '/api/admins/add-subject-schedule': (body) =>
      jsonResponse(201, { _id: 'sch-3', subject: 'sub-1', ...body }),
    '/api/admins/remove-subject': () => ({ message: 'Subject removed.' }),
    '/api/admins/add-subject-section': (body) =>
      jsonResponse(201, aSubject({ _id: 'sub-9', subject: String(body.subjectName) })),
    '/api/admins/get-level': () => ({ level: grade7, sections: [rizal], teachers: [maria, jose] }),
    ...overrides,
  });
}

const juan: SectionStudent = {
  _id: 'st-1',
  image: null,
  first_name: 'Juan',
  last_name: 'Dela Cruz',
  full_name: 'Juan Dela Cruz',
  birthdate: '2010-06-15',
  email: 'juan@school.test',
  parent_guardian: { first_name: 'Teresa', last_name: 'Dela Cruz' },
};

type User = ReturnType<typeof renderWithProviders>['user'];

async function openSubjectPanel(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Edit Mathematics' }));
  const panel = await screen.findByRole('dialog', { name: 'Mathematics' });
  await within(panel).findByRole('table', { name: 'Schedule of Mathematics' });
  return panel;
}

describe('ClassesScreen: edit section', () => {
  beforeEach(() => useDetachedAddress.setState({ rest: ['levels', 'l-7', 'sections', 'sec-1'] }));

  it('requires the section name and the adviser', async () => {
    const server = sectionServer({
      '/api/admins/get-section': () => ({
        section: aSectionDetail({ ...rizal, adviser: null, adviserName: null }),
        level: grade7,
        teacher: null,
        adviser: null,
      }),
    });
    const { user } = renderWithProviders(<ClassesScreen />);

    const name = await screen.findByRole('textbox', { name: 'Section name' });
    expect(name).toHaveValue('Rizal');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save section' }));

    expect(screen.getByText('Enter the section name.')).toBeInTheDocument();
    expect(screen.getByText('Choose an adviser.')).toBeInTheDocument();
    expect(server.callsTo('/api/admins/update-adviser-section')).toHaveLength(0);
  });

  it('saves the name and adviser, then alerts', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const server = sectionServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    const name = await screen.findByRole('textbox', { name: 'Section name' });
    expect(screen.getByRole('textbox', { name: 'Adviser' })).toHaveValue('Maria Santos');
    await user.clear(name);
    await user.type(name, 'Rizal A');
    await choose(user, 'Adviser', 'Jose Reyes');
    await user.click(screen.getByRole('button', { name: 'Save section' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Section updated successfully!'));
    expect(server.bodiesSentTo('/api/admins/update-adviser-section')).toEqual([
      { sectionID: 'sec-1', section: 'Rizal A', adviser: 't-2' },
    ]);
  });

  it('shows the adviser though the first teachers listed leave them out, and searches the rest as the admin types', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const many = Array.from({ length: 30 }, (_, n) => ({ _id: `t-${n + 10}`, full_name: `Adviser Number${n + 10}` }));
    const lourdes = { _id: 't-99', full_name: 'Lourdes Tan' };
    const ramon = { _id: 't-98', full_name: 'Ramon Bautista' };
    const advisedByLourdes = aSection({ ...rizal, adviser: lourdes._id, adviserName: lourdes.full_name });
    const server = sectionServer({
      '/api/admins/get-section': () => ({
        section: aSectionDetail(advisedByLourdes),
        level: grade7,
        teacher: lourdes,
        adviser: lourdes,
      }),
      '/api/admins/get-teachers': teacherSearch([...many, ramon, lourdes]),
    });
    const { user } = renderWithProviders(<ClassesScreen />);

    expect(await screen.findByRole('textbox', { name: 'Adviser' })).toHaveValue('Lourdes Tan');
    await user.click(screen.getByRole('button', { name: 'Save section' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Section updated successfully!'));
    expect(server.bodiesSentTo('/api/admins/update-adviser-section')).toEqual([
      { sectionID: 'sec-1', section: 'Rizal', adviser: 't-99' },
    ]);

    const adviser = screen.getByRole('textbox', { name: 'Adviser' });
    await user.clear(adviser);
    await user.type(adviser, 'ramon');
    const listbox = await screen.findByRole('listbox');
    await user.click(await within(listbox).findByRole('option', { name: 'Ramon Bautista' }));
    expect(adviser).toHaveValue('Ramon Bautista');
    const queries = server.queriesTo('/api/admins/get-teachers');
    expect(queries.map((query) => query.get('q'))).toContain('ramon');
    for (const query of queries) expect(query.get('pageSize')).toBe('20');
  });

  it('lists the students and the subjects with their teachers', async () => {
    sectionServer();
    renderWithProviders(<ClassesScreen />);

    expect(await screen.findByText('No students yet.')).toBeInTheDocument();
    const subjects = screen.getByRole('table', { name: 'Subjects of Rizal' });
    const row = within(subjects).getByRole('cell', { name: 'Mathematics' }).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Maria Santos' })).toBeInTheDocument();
  });

  it("links to the section's printable class list and its CSV file", async () => {
    sectionServer();
    renderWithProviders(<ClassesScreen />);

    const print = await screen.findByRole('link', { name: 'Print class list' });
    expect(print).toHaveAttribute('href', '/admin/class-list/sec-1');
    expect(print).toHaveAttribute('target', '_blank');
    const csv = screen.getByRole('link', { name: 'Export class list' });
    expect(csv).toHaveAttribute('href', '/api/admins/export-section.csv?sectionID=sec-1');
    expect(csv).toHaveAttribute('download');
  });

  it('adds a student without a section through the picker, then closes it', async () => {
    let placed = false;
    const server = sectionServer({
      '/api/admins/get-section': () => ({
        section: aSectionDetail(rizal, { students: placed ? [juan] : [] }),
        level: grade7,
        teacher: maria,
        adviser: maria,
      }),
      '/api/admins/get-students': () => ({
        students: placed ? [] : [juan],
        total: placed ? 0 : 1,
        page: 1,
        pageSize: 10,
      }),
      '/api/admins/add-student-section': () => {
        placed = true;
        return { ...juan, sectionID: 'sec-1' };
      },
    });
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('button', { name: 'Add student' }));
    const picker = await screen.findByRole('dialog', { name: 'Add a student to Rizal' });
    await user.click(await within(picker).findByRole('button', { name: 'Add Juan Dela Cruz' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a student to Rizal' })).not.toBeInTheDocument());
    expect(server.bodiesSentTo('/api/admins/add-student-section')).toEqual([{ studentID: 'st-1', sectionID: 'sec-1' }]);
    expect(server.queriesTo('/api/admins/get-students')[0].toString()).toBe('available=true&page=1&pageSize=10');
    const students = await screen.findByRole('table', { name: 'Students of Rizal' });
    expect(within(students).getByRole('cell', { name: 'juan@school.test' })).toBeInTheDocument();
  });

  it('removes a student only after the confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const server = sectionServer({
      '/api/admins/get-section': () => ({
        section: aSectionDetail(rizal, { students: [juan] }),
        level: grade7,
        teacher: maria,
        adviser: maria,
      }),
      '/api/admins/remove-student': () => ({ ...juan, sectionID: null }),
    });
    const { user } = renderWithProviders(<ClassesScreen />);

    const remove = await screen.findByRole('button', { name: 'Remove Juan Dela Cruz' });
    await user.click(remove);
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to remove this student from Rizal?');
    expect(server.callsTo('/api/admins/remove-student')).toHaveLength(0);

    await user.click(remove);
    await waitFor(() =>
      expect(server.bodiesSentTo('/api/admins/remove-student')).toEqual([{ studentID: 'st-1', sectionID: 'sec-1' }]),
    );
  });

  it('adds a subject, alerting when the section already has it', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    let duplicate = true;
    const server = sectionServer({
      '/api/admins/add-subject-section': (body) =>
        duplicate
          ? jsonResponse(409, { message: 'Subject already Exists for this Section!', errors: { subjectName: 'x' } })
          : jsonResponse(201, aSubject({ _id: 'sub-9', subject: String(body.subjectName) })),
    });
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('button', { name: 'Add subject' }));
    await user.click(screen.getByRole('button', { name: 'Add subject' }));
    expect(screen.getByText('Enter the subject name.')).toBeInTheDocument();
    expect(screen.getByText('Choose a teacher.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Subject name' }), 'Mathematics');
    await choose(user, 'Teacher', 'Jose Reyes');
    await user.click(screen.getByRole('button', { name: 'Add subject' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Subject already Exists for this Section!'));

    duplicate = false;
    await user.clear(screen.getByRole('textbox', { name: 'Subject name' }));
    await user.type(screen.getByRole('textbox', { name: 'Subject name' }), 'Physics');
    await user.click(screen.getByRole('button', { name: 'Add subject' }));

    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Subject name' })).not.toBeInTheDocument());
    expect(server.bodiesSentTo('/api/admins/add-subject-section')[1]).toEqual({
      subjectName: 'Physics',
      subjectTeacher: 't-2',
      sectionID: 'sec-1',
    });
  });

  it('removes a subject only after the confirmation naming the section', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const server = sectionServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('button', { name: 'Remove Mathematics' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to remove this subject from Rizal?');
    expect(server.callsTo('/api/admins/remove-subject')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Mathematics' }));
    await waitFor(() => expect(server.bodiesSentTo('/api/admins/remove-subject')).toEqual([{ id: 'sub-1' }]));
  });

  it('sets the subject teacher from the subject panel, then alerts', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const server = sectionServer();
    const { user } = renderWithProviders(<ClassesScreen />);
    const panel = await openSubjectPanel(user);

    expect(within(panel).getByRole('textbox', { name: 'Teacher' })).toHaveValue('Maria Santos');
    await choose(user, 'Teacher', 'Jose Reyes');
    await user.click(within(panel).getByRole('button', { name: 'Set teacher' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Set teacher successfully!'));
    expect(server.bodiesSentTo('/api/admins/update-subject-teacher')).toEqual([{ teacher: 't-2', subjectID: 'sub-1' }]);
  });

  it('shows the refusal of a teacher booked at the subject’s times beside the teacher', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const clash = 'This lesson overlaps another: the teacher already teaches Science in Bonifacio on Monday 08:00 AM–09:00 AM.';
    sectionServer({
      '/api/admins/update-subject-teacher': () =>
        jsonResponse(409, { message: clash, errors: { teacher: clash } }),
    });
    const { user } = renderWithProviders(<ClassesScreen />);
    const panel = await openSubjectPanel(user);

    await choose(user, 'Teacher', 'Jose Reyes');
    await user.click(within(panel).getByRole('button', { name: 'Set teacher' }));

    expect(await within(panel).findByText(clash)).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('adds a lesson at 5-minute steps, and shows a clash beside the start time with the form kept open', async () => {
    const clash = 'This lesson overlaps another: the section already has English on Friday 01:00 PM–01:50 PM.';
    const server = sectionServer({
      '/api/admins/add-subject-schedule': () => jsonResponse(409, { message: clash, errors: { startTime: clash } }),
    });
    const { user } = renderWithProviders(<ClassesScreen />);
    const panel = await openSubjectPanel(user);

    await user.click(within(panel).getByRole('button', { name: 'Add schedule' }));
    await choose(user, 'Day', 'Friday');
    await choose(user, 'Start time', '01:35');
    await choose(user, 'Start time AM/PM', 'PM');
    await choose(user, 'End time', '02:25');
    await choose(user, 'End time AM/PM', 'PM');
    await user.click(within(panel).getByRole('button', { name: 'Add schedule' }));

    expect(await within(panel).findByText(clash)).toBeInTheDocument();
    expect(server.bodiesSentTo('/api/admins/add-subject-schedule')).toEqual([
      { subjectID: 'sub-1', day: 'Friday', startTime: '01:35 PM', endTime: '02:25 PM' },
    ]);
    expect(within(panel).getByRole('textbox', { name: 'Day' })).toBeInTheDocument();
  });

  it('removes a schedule after the confirmation naming the subject', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const server = sectionServer();
    const { user } = renderWithProviders(<ClassesScreen />);
    const panel = await openSubjectPanel(user);

    expect(within(panel).getByRole('cell', { name: 'Wednesday' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remove Wednesday 10:00 AM to 11:00 AM' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to remove this schedule from Mathematics?');
    await waitFor(() =>
      expect(server.bodiesSentTo('/api/admins/delete-subject-schedule')).toEqual([{ scheduleID: 'sch-2' }]),
    );
  });

  it('adds a schedule from the subject panel, closes the form and refreshes the subject', async () => {
    const server = sectionServer();
    const { user } = renderWithProviders(<ClassesScreen />);
    const panel = await openSubjectPanel(user);
    const loadsBefore = server.callsTo('/api/admins/get-subject').length;

    await user.click(within(panel).getByRole('button', { name: 'Add schedule' }));
    await user.click(within(panel).getByRole('button', { name: 'Add schedule' }));
    expect(within(panel).getByText('Choose a day.')).toBeInTheDocument();

    await choose(user, 'Day', 'Friday');
    await choose(user, 'Start time', '01:00');
    await choose(user, 'Start time AM/PM', 'PM');
    await choose(user, 'End time', '03:00');
    await choose(user, 'End time AM/PM', 'PM');
    await user.click(within(panel).getByRole('button', { name: 'Add schedule' }));

    await waitFor(() => expect(within(panel).queryByRole('textbox', { name: 'Day' })).not.toBeInTheDocument());
    expect(server.bodiesSentTo('/api/admins/add-subject-schedule')).toEqual([
      { subjectID: 'sub-1', day: 'Friday', startTime: '01:00 PM', endTime: '03:00 PM' },
    ]);
    expect(server.callsTo('/api/admins/get-subject').length).toBeGreaterThan(loadsBefore);
  });

  it('goes back to the level screen', async () => {
    sectionServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('button', { name: 'Go back' }));

    expect(useDetachedAddress.getState().rest).toEqual(['levels', 'l-7']);
    expect(await screen.findByRole('heading', { name: 'Grade 7' })).toBeInTheDocument();
  });
});
