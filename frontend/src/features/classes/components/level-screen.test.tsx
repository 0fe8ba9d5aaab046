import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAtAddress, renderWithProviders } from '@/testing/test-utils';
import { useDetachedAddress } from '@/lib/screen-address';
import type { Section, SectionStudent } from '../types';
import { aSection, aSectionDetail, fakeClassServer, jose, maria, teacherSearch } from '../testing/classes';
import { ClassesScreen } from './classes-screen';

const grade7 = { _id: 'l-7', level: 'Grade 7', category: 'c-1', sections: [] };
const rizal = aSection({
  _id: 'sec-1',
  section: 'Rizal',
  subjects: [
    { _id: 'sub-1', subjectID: 'sub-1', subject: 'Mathematics', teacher: 't-1', teacherName: 'Maria Santos' },
    { _id: 'sub-2', subjectID: 'sub-2', subject: 'Science', teacher: 't-2', teacherName: 'Jose Reyes' },
  ],
});
/** Rizal's only student; Bonifacio has none. */
const juan: SectionStudent = {
  _id: 's-1',
  image: null,
  first_name: 'Juan',
  last_name: 'Dela Cruz',
  full_name: 'Juan Dela Cruz',
  birthdate: '2010-09-01',
  email: 'student1@demo.lyceum.test',
  parent_guardian: { first_name: 'Rosa', last_name: 'Dela Cruz' },
};
const bonifacio = aSection({ _id: 'sec-2', section: 'Bonifacio', adviser: null, adviserName: null });

function levelServer(initial: Section[] = [rizal, bonifacio]) {
  let sections = initial;
  return fakeClassServer({
    '/api/admins/get-level': () => ({ level: grade7, sections, teachers: [maria, jose] }),
    '/api/admins/get-section': (body) => {
      const section = sections.find((candidate) => candidate._id === body.id)!;
      return {
        section: aSectionDetail(section, { students: section._id === rizal._id ? [juan] : [] }),
        level: grade7,
        teacher: section.adviser ? maria : null,
        adviser: section.adviser ? maria : null,
      };
    },
    '/api/admins/get-teachers': teacherSearch([maria, jose]),
    '/api/admins/get-categories': () => [],
    '/api/admins/delete-sections': (body) => {
      const ids = body.ids as string[];
      sections = sections.filter((section) => !ids.includes(section._id));
      return { message: 'Sections deleted.' };
    },
  });
}

describe('ClassesScreen: a level', () => {
  beforeEach(() => useDetachedAddress.setState({ rest: ['levels', 'l-7'] }));

  it('lists the sections with their number (never the UUID), name, adviser (or None), subjects, edit and View Details', async () => {
    levelServer();
    renderWithProviders(<ClassesScreen />);

    expect(await screen.findByRole('heading', { name: 'Grade 7' })).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: 'Rizal' }).closest('tr')!;
    for (const text of ['1', 'Maria Santos', 'Mathematics, Science']) {
      expect(within(row).getByRole('cell', { name: text })).toBeInTheDocument();
    }
    expect(within(row).queryByText('sec-1')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Rizal' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    const other = screen.getByRole('cell', { name: 'Bonifacio' }).closest('tr')!;
    expect(within(other).getByRole('cell', { name: 'None' })).toBeInTheDocument();
  });

  it('deletes the selected sections after the confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const server = levelServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('checkbox', { name: 'Select Bonifacio' }));
    await user.click(screen.getByRole('button', { name: 'Delete 1 item(s)' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete?');
    await waitFor(() => expect(server.bodiesSentTo('/api/admins/delete-sections')).toEqual([{ ids: ['sec-2'] }]));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bonifacio' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Rizal' })).toBeInTheDocument();
  });

  it('selects every section with the select-all checkbox and deletes nothing when cancelled', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const server = levelServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('checkbox', { name: 'Select all sections on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Rizal' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Delete 2 item(s)' }));

    expect(server.callsTo('/api/admins/delete-sections')).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'Bonifacio' })).toBeInTheDocument();
  });

  it('shows the section details panel with its adviser, level, subjects and students', async () => {
    levelServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    const row = (await screen.findByRole('cell', { name: 'Rizal' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View Details' }));

    const panel = await screen.findByRole('dialog', { name: 'Section details' });
    expect(await within(panel).findByText('Juan Dela Cruz')).toBeInTheDocument();
    for (const text of ['Maria Santos', 'Grade 7', 'Mathematics', 'Science', '9/1/2010', 'Rosa Dela Cruz']) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
    expect(within(panel).getByRole('img', { name: 'Juan Dela Cruz' })).toBeInTheDocument();
    // Neither the section's nor a student's UUID is shown; the section's can be copied.
    expect(within(panel).queryByText('sec-1')).not.toBeInTheDocument();
    expect(within(panel).queryByText('s-1')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy ID of the section' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "No students yet." in the panel of a section without students', async () => {
    levelServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    const row = (await screen.findByRole('cell', { name: 'Bonifacio' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'View Details' }));

    const panel = await screen.findByRole('dialog', { name: 'Section details' });
    expect(await within(panel).findByText('No students yet.')).toBeInTheDocument();
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
  });

  it('swaps in the edit screen from the edit button', async () => {
    levelServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('button', { name: 'Edit Rizal' }));

    expect(useDetachedAddress.getState().rest).toEqual(['levels', 'l-7', 'sections', 'sec-1']);
    expect(await screen.findByRole('heading', { name: 'Edit section' })).toBeInTheDocument();
  });

  it('goes back to all classes', async () => {
    levelServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('button', { name: 'Go back' }));

    expect(useDetachedAddress.getState().rest).toEqual([]);
  });

  it('says "Page not found" for a level the server does not know, with the way back', async () => {
    useDetachedAddress.setState({ rest: ['levels', 'no-such-level'] });
    fakeClassServer({ '/api/admins/get-level': () => jsonResponse(404, { message: 'Level not found.' }) });
    renderAtAddress(<ClassesScreen />, '/');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start' })).toHaveAttribute('href', '/');
  });

  it.each([[['levels']], [['levels', 'l-7', 'students']], [['sections', 'sec-1']]])(
    'says "Page not found" at parts %j that name no screen, asking the server nothing',
    async (rest) => {
      useDetachedAddress.setState({ rest });
      const server = levelServer();
      renderAtAddress(<ClassesScreen />, '/');

      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(server.fetchMock).not.toHaveBeenCalled();
    },
  );
});
