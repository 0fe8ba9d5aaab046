import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminNavigationContext } from '@/lib/admin-navigation';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import {
  aSection,
  aSectionDetail,
  aSubject,
  choose,
  fakeClassServer,
  juniorHigh,
  maria,
  teacherSearch,
  type Route,
} from '../testing/classes';
import { CreateClassScreen } from './create-class-screen';

const grade7 = { _id: 'l-7', level: 'Grade 7', category: 'c-1', sections: [{ sectionID: 'sec-1', section: 'Rizal' }] };
const rizal = aSection({ _id: 'sec-1', section: 'Rizal' });

/** A school with one category, level and section, where subjects and schedules can be added. */
function schoolServer(overrides: Record<string, Route> = {}) {
  return fakeClassServer({
    '/api/admins/get-categories': () => [juniorHigh],
    '/api/admins/get-levels': () => [grade7],
    '/api/admins/get-sections': () => [rizal],
    '/api/admins/get-teachers': teacherSearch([maria]),
    '/api/admins/create-subject': (body) =>
      jsonResponse(201, aSubject({ _id: 'sub-1', subject: String(body.subject) })),
    '/api/admins/create-schedule': (body) => jsonResponse(201, { _id: 'sch-1', ...body }),
    ...overrides,
  });
}

type User = ReturnType<typeof renderWithProviders>['user'];

/** A stepper step by its label (passed steps show a check instead of their number). */
const step = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });

/** Chooses Junior High School and Grade 7, reaching the section step. */
async function reachSectionStep(user: User) {
  await choose(user, 'Category', 'Junior High School');
  await user.click(await screen.findByRole('button', { name: 'Select' }));
  await choose(user, 'Level', 'Grade 7');
  await user.click(screen.getByRole('button', { name: 'Select' }));
  await screen.findByRole('textbox', { name: 'Section' });
}

/** Chooses Junior High School › Grade 7 › Rizal and creates the subject Physics. */
async function reachScheduleStep(user: User) {
  await choose(user, 'Category', 'Junior High School');
  await user.click(screen.getByRole('button', { name: 'Select' }));
  await choose(user, 'Level', 'Grade 7');
  await user.click(screen.getByRole('button', { name: 'Select' }));
  await choose(user, 'Section', 'Rizal');
  await user.click(screen.getByRole('button', { name: 'Select' }));
  await user.type(await screen.findByRole('textbox', { name: 'Subject name' }), 'Physics');
  await choose(user, 'Teacher', 'Maria Santos');
  await user.click(screen.getByRole('button', { name: 'Create subject' }));
  await screen.findByRole('textbox', { name: 'Day' });
}

async function fillSchedule(user: User, day: string, start: [string, string], end: [string, string]) {
  await choose(user, 'Day', day);
  await choose(user, 'Start time', start[0]);
  await choose(user, 'Start time AM/PM', start[1]);
  await choose(user, 'End time', end[0]);
  await choose(user, 'End time AM/PM', end[1]);
}

describe('CreateClassScreen', () => {
  it('starts in create mode when there are no categories, and a created category advances a step', async () => {
    const server = fakeClassServer({
      '/api/admins/get-categories': () => [],
      '/api/admins/create-category': (body) =>
        jsonResponse(201, { _id: 'c-9', category: String(body.category), levels: [] }),
      '/api/admins/get-levels': () => [],
    });
    const { user } = renderWithProviders(<CreateClassScreen />);

    const name = await screen.findByRole('textbox', { name: 'Category name' });
    expect(screen.queryByRole('textbox', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Enter the category name.')).toBeInTheDocument();
    expect(server.callsTo('/api/admins/create-category')).toHaveLength(0);

    await user.type(name, 'College');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('textbox', { name: 'Level name' })).toBeInTheDocument();
    expect(server.bodiesSentTo('/api/admins/create-category')).toEqual([{ category: 'College' }]);
    expect(server.bodiesSentTo('/api/admins/get-levels')).toEqual([{ category: 'c-9' }]);
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });

  it('puts the server refusal of a duplicate category beside the name', async () => {
    fakeClassServer({
      '/api/admins/get-categories': () => [juniorHigh],
      '/api/admins/create-category': () =>
        jsonResponse(409, {
          message: 'A category with this name already exists.',
          errors: { category: 'A category with this name already exists.' },
        }),
    });
    const { user } = renderWithProviders(<CreateClassScreen />);

    await user.click(await screen.findByRole('button', { name: 'Create a new category' }));
    await user.type(screen.getByRole('textbox', { name: 'Category name' }), 'Junior High School');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('A category with this name already exists.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose an existing category' }));
    expect(screen.getByRole('textbox', { name: 'Category' })).toBeInTheDocument();
  });

  it('requires a choice, advances on Select, and goes back one step with the choice kept', async () => {
    const server = schoolServer();
    const { user } = renderWithProviders(<CreateClassScreen />);

    await screen.findByRole('textbox', { name: 'Category' });
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();

    await choose(user, 'Category', 'Junior High School');
    await user.click(screen.getByRole('button', { name: 'Select' }));

    expect(await screen.findByRole('textbox', { name: 'Level' })).toBeInTheDocument();
    expect(server.bodiesSentTo('/api/admins/get-levels')).toEqual([{ category: 'c-1' }]);
    expect(screen.getByRole('button', { name: 'Create a new level' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('textbox', { name: 'Category' })).toHaveValue('Junior High School');
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  });

  it('dims the steps already passed, and only those', async () => {
    schoolServer();
    const { user } = renderWithProviders(<CreateClassScreen />);
    await screen.findByRole('textbox', { name: 'Category' });
    expect(step('Category')).toHaveStyle({ opacity: '1' });

    await reachSectionStep(user);

    expect(step('Category')).toHaveStyle({ opacity: '0.65' });
    expect(step('Level')).toHaveStyle({ opacity: '0.65' });
    expect(step('Section')).toHaveAttribute('aria-current', 'step');
    expect(step('Section')).toHaveStyle({ opacity: '1' });
    expect(step('Subject')).toHaveStyle({ opacity: '1' });
    expect(step('Schedule')).toHaveStyle({ opacity: '1' });

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(step('Category')).toHaveStyle({ opacity: '0.65' });
    expect(step('Level')).toHaveStyle({ opacity: '1' });
    expect(step('Level')).toHaveAttribute('aria-current', 'step');
  });

  it('searches the teachers on the server as the admin types, never loading them all', async () => {
    const many = Array.from({ length: 45 }, (_, n) => ({ _id: `t-${n + 10}`, full_name: `Teacher Number${n + 10}` }));
    const rosa = { _id: 't-99', full_name: 'Rosa Mendoza' };
    const server = schoolServer({ '/api/admins/get-teachers': teacherSearch([...many, rosa]) });
    const { user } = renderWithProviders(<CreateClassScreen />);
    await reachSectionStep(user);
    await choose(user, 'Section', 'Rizal');
    await user.click(screen.getByRole('button', { name: 'Select' }));

    await user.click(await screen.findByRole('textbox', { name: 'Teacher' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(20));
    await user.type(screen.getByRole('textbox', { name: 'Teacher' }), 'rosa');
    await user.click(await within(listbox).findByRole('option', { name: 'Rosa Mendoza' }));
    expect(screen.getByRole('textbox', { name: 'Teacher' })).toHaveValue('Rosa Mendoza');
    await user.type(screen.getByRole('textbox', { name: 'Subject name' }), 'Music');
    await user.click(screen.getByRole('button', { name: 'Create subject' }));

    await screen.findByRole('textbox', { name: 'Day' });
    expect(server.bodiesSentTo('/api/admins/create-subject')).toEqual([
      { subject: 'Music', section: 'sec-1', teacher: 't-99' },
    ]);
    const queries = server.queriesTo('/api/admins/get-teachers');
    expect(queries.map((query) => query.get('q'))).toContain('rosa');
    for (const query of queries) expect(query.get('pageSize')).toBe('20');
    // Sections come without get-level's list of every teacher.
    expect(server.bodiesSentTo('/api/admins/get-sections')).toEqual([{ levelID: 'l-7' }]);
    expect(server.callsTo('/api/admins/get-level')).toHaveLength(0);
  });

  it('says plainly when the school has no teachers yet, with a way to create one', async () => {
    const openCreateTeacher = vi.fn();
    const server = schoolServer({ '/api/admins/get-teachers': teacherSearch([]) });
    const { user } = renderWithProviders(
      <AdminNavigationContext.Provider value={{ openCreateTeacher }}>
        <CreateClassScreen />
      </AdminNavigationContext.Provider>,
    );
    await reachSectionStep(user);
    await user.click(screen.getByRole('button', { name: 'Create a new section' }));

    expect(await screen.findByText('No teachers yet. Create a teacher account first.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adviser' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), 'Einstein');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Choose an adviser.')).toBeInTheDocument();
    expect(server.callsTo('/api/admins/create-section')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Create account for teacher' }));
    expect(openCreateTeacher).toHaveBeenCalledTimes(1);
  });

  it('needs an adviser to create a section', async () => {
    const server = schoolServer({
      '/api/admins/create-section': (body) =>
        jsonResponse(201, aSectionDetail(aSection({ _id: 'sec-2', section: String(body.section) }))),
    });
    const { user } = renderWithProviders(<CreateClassScreen />);
    await choose(user, 'Category', 'Junior High School');
    await user.click(await screen.findByRole('button', { name: 'Select' }));
    await choose(user, 'Level', 'Grade 7');
    await user.click(screen.getByRole('button', { name: 'Select' }));

    await user.click(await screen.findByRole('button', { name: 'Create a new section' }));
    await user.type(screen.getByRole('textbox', { name: 'Section name' }), 'Einstein');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Choose an adviser.')).toBeInTheDocument();
    expect(server.callsTo('/api/admins/create-section')).toHaveLength(0);

    await choose(user, 'Adviser', 'Maria Santos');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('textbox', { name: 'Subject name' })).toBeInTheDocument();
    expect(server.bodiesSentTo('/api/admins/create-section')).toEqual([
      { level: 'l-7', section: 'Einstein', adviser: 't-1' },
    ]);
  });

  it('alerts when the section already has the subject', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    schoolServer({
      '/api/admins/create-subject': () =>
        jsonResponse(409, {
          message: 'Subject already Exists for this Section!',
          errors: { subject: 'Subject already Exists for this Section!' },
        }),
    });
    const { user } = renderWithProviders(<CreateClassScreen />);
    await choose(user, 'Category', 'Junior High School');
    await user.click(await screen.findByRole('button', { name: 'Select' }));
    await choose(user, 'Level', 'Grade 7');
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await choose(user, 'Section', 'Rizal');
    await user.click(screen.getByRole('button', { name: 'Select' }));

    await user.click(await screen.findByRole('button', { name: 'Create subject' }));
    expect(screen.getByText('Enter the subject name.')).toBeInTheDocument();
    expect(screen.getByText('Choose a teacher.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Subject name' }), 'Mathematics');
    await choose(user, 'Teacher', 'Maria Santos');
    await user.click(screen.getByRole('button', { name: 'Create subject' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Subject already Exists for this Section!'));
    expect(screen.getByRole('textbox', { name: 'Subject name' })).toBeInTheDocument();
  });

  it('requires day, start and end on the schedule step, then shows the done step', async () => {
    const server = schoolServer();
    const { user } = renderWithProviders(<CreateClassScreen />);
    await reachScheduleStep(user);
    expect(server.bodiesSentTo('/api/admins/create-subject')).toEqual([
      { subject: 'Physics', section: 'sec-1', teacher: 't-1' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Add schedule' }));
    expect(screen.getByText('Choose a day.')).toBeInTheDocument();
    expect(screen.getByText('Choose a start time.')).toBeInTheDocument();
    expect(screen.getByText('Choose an end time.')).toBeInTheDocument();
    expect(screen.getAllByText('Choose AM or PM.')).toHaveLength(2);
    expect(server.callsTo('/api/admins/create-schedule')).toHaveLength(0);

    await fillSchedule(user, 'Monday', ['08:00', 'AM'], ['09:00', 'AM']);
    await user.click(screen.getByRole('button', { name: 'Add schedule' }));

    expect(await screen.findByRole('heading', { name: 'Schedule added successfully!' })).toBeInTheDocument();
    expect(screen.getByText('Junior High School › Grade 7 › Rizal › Physics')).toBeInTheDocument();
    expect(server.bodiesSentTo('/api/admins/create-schedule')).toEqual([
      { subject: 'sub-1', day: 'Monday', startTime: '08:00 AM', endTime: '09:00 AM' },
    ]);
  });

  it('offers times in 5-minute steps and shows a clash beside the start time', async () => {
    const clash = 'This lesson overlaps another: the teacher already teaches Mathematics in Rizal on Monday 07:00 AM–08:00 AM.';
    const server = schoolServer({
      '/api/admins/create-schedule': () => jsonResponse(409, { message: clash, errors: { startTime: clash } }),
    });
    const { user } = renderWithProviders(<CreateClassScreen />);
    await reachScheduleStep(user);

    await user.click(screen.getByRole('textbox', { name: 'Start time' }));
    const times = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(times).toHaveLength(144);
    expect(times.slice(0, 3).map((option) => option.textContent)).toEqual(['01:00', '01:05', '01:10']);
    await user.keyboard('{Escape}');

    await fillSchedule(user, 'Monday', ['07:30', 'AM'], ['08:20', 'AM']);
    await user.click(screen.getByRole('button', { name: 'Add schedule' }));

    expect(await screen.findByText(clash)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Schedule added successfully!' })).not.toBeInTheDocument();
    expect(server.bodiesSentTo('/api/admins/create-schedule')).toEqual([
      { subject: 'sub-1', day: 'Monday', startTime: '07:30 AM', endTime: '08:20 AM' },
    ]);
  });

  it('shows the server refusal of an end before the start beside the end time', async () => {
    schoolServer({
      '/api/admins/create-schedule': () =>
        jsonResponse(400, {
          message: 'Some fields are invalid.',
          errors: { endTime: 'The end time must be after the start time.' },
        }),
    });
    const { user } = renderWithProviders(<CreateClassScreen />);
    await reachScheduleStep(user);

    await fillSchedule(user, 'Monday', ['09:00', 'AM'], ['08:00', 'AM']);
    await user.click(screen.getByRole('button', { name: 'Add schedule' }));

    expect(await screen.findByText('The end time must be after the start time.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'End time' })).toHaveAttribute('aria-invalid', 'true');
  });

  // The wizard walked twice over (12 s alone); on two busy cores it has taken over a minute.
  it('adds another schedule for the same subject from the done step, or starts over', async () => {
    const server = schoolServer();
    const { user } = renderWithProviders(<CreateClassScreen />);
    await reachScheduleStep(user);
    await fillSchedule(user, 'Monday', ['08:00', 'AM'], ['09:00', 'AM']);
    await user.click(screen.getByRole('button', { name: 'Add schedule' }));

    await user.click(await screen.findByRole('button', { name: 'Add another schedule' }));
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('');
    await fillSchedule(user, 'Tuesday', ['01:00', 'PM'], ['02:00', 'PM']);
    await user.click(screen.getByRole('button', { name: 'Add schedule' }));
    await screen.findByRole('heading', { name: 'Schedule added successfully!' });
    expect(server.bodiesSentTo('/api/admins/create-schedule')[1]).toEqual({
      subject: 'sub-1',
      day: 'Tuesday',
      startTime: '01:00 PM',
      endTime: '02:00 PM',
    });
    expect(server.callsTo('/api/admins/create-subject')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Create another class' }));
    expect(screen.getByRole('textbox', { name: 'Category' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  }, 120_000);
});
