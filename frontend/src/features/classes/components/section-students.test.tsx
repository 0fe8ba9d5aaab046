import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { useDetachedAddress } from '@/lib/screen-address';
import type { SectionStudent } from '../types';
import { aSection, aSectionDetail, choose, fakeClassServer, juniorHigh, maria } from '../testing/classes';
import { ClassesScreen } from './classes-screen';

const grade7 = { _id: 'l-7', level: 'Grade 7', category: 'c-1', sections: [] };
const rizal = aSection({ _id: 'sec-1', section: 'Rizal' });
const bonifacio = aSection({ _id: 'sec-8', section: 'Bonifacio', level: 'l-8' });

/** 60 students: Student 01 … Student 60, student01@school.test …; number 42 is Zaldy Reyes. */
const students: SectionStudent[] = Array.from({ length: 60 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  const [first, last] = index === 41 ? ['Zaldy', 'Reyes'] : ['Student', n];
  return {
    _id: `st-${n}`,
    image: null,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    birthdate: '2010-06-15',
    email: `student${n}@school.test`,
    parent_guardian: { first_name: 'Parent', last_name: n },
  };
});

function sectionServer() {
  return fakeClassServer({
    '/api/admins/get-section': () => ({
      section: aSectionDetail(rizal, { students }),
      level: grade7,
      teacher: maria,
      adviser: maria,
    }),
    '/api/admins/get-teachers': () => ({ teachers: [maria], total: 1, page: 1, pageSize: 20 }),
    '/api/admins/get-categories': () => [juniorHigh],
    '/api/admins/get-sections': () => [bonifacio],
    '/api/admins/move-students': () => ({ message: 'Moved 60 student(s).', moved: 60 }),
  });
}

function rowsOf(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

describe("ClassesScreen: a section's students, searched and paged", () => {
  beforeEach(() => useDetachedAddress.setState({ rest: ['levels', 'l-7', 'sections', 'sec-1'] }));

  it('shows 25 students a page and finds one by name or email, ignoring case', async () => {
    sectionServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    const table = await screen.findByRole('table', { name: 'Students of Rizal' });
    expect(rowsOf(table)).toHaveLength(25);
    expect(within(table).getByText('Student 01')).toBeInTheDocument();
    expect(within(table).queryByText('Student 26')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3' }));
    expect(rowsOf(screen.getByRole('table', { name: 'Students of Rizal' }))).toHaveLength(10);
    expect(screen.getByText('Student 51')).toBeInTheDocument();
    expect(screen.getByText('Student 60')).toBeInTheDocument();

    const search = screen.getByRole('textbox', { name: 'Search students' });
    await user.type(search, 'zALDY');
    let found = rowsOf(screen.getByRole('table', { name: 'Students of Rizal' }));
    expect(found).toHaveLength(1);
    // The number stays the student's place in the whole section.
    expect(within(found[0]).getByRole('cell', { name: '42' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'STUDENT07@');
    found = rowsOf(screen.getByRole('table', { name: 'Students of Rizal' }));
    expect(found).toHaveLength(1);
    expect(within(found[0]).getByText('Student 07')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No students match this search.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Students of Rizal' })).not.toBeInTheDocument();
  });

  it("'Move students' pages and searches, and all chosen moves the whole section", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const server = sectionServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('button', { name: 'Move students' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move students of Rizal' });
    expect(within(dialog).getByRole('checkbox', { name: 'All students of this section' })).toBeChecked();
    expect(within(dialog).getByText('60 students chosen')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(26);

    await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Student 26 (student26@school.test)' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search students' }), 'zaldy');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(dialog).getByText('60 students chosen')).toBeInTheDocument();

    await choose(user, 'Level', 'Grade 8');
    await choose(user, 'Move to section', 'Bonifacio');
    await user.click(within(dialog).getByRole('button', { name: 'Move students' }));
    expect(window.confirm).toHaveBeenCalledWith('Move 60 students of Rizal to Bonifacio?');
    await waitFor(() =>
      expect(server.bodiesSentTo('/api/admins/move-students')).toEqual([{ fromSectionID: 'sec-1', sectionID: 'sec-8' }]),
    );
  });

  it("'Move students' keeps the choice of students on other pages when one is left out", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const server = sectionServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('button', { name: 'Move students' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move students of Rizal' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Search students' }), 'zaldy');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Zaldy Reyes (student42@school.test)' }));
    expect(within(dialog).getByText('59 students chosen')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'All students of this section' })).toBePartiallyChecked();

    await choose(user, 'Level', 'Grade 8');
    await choose(user, 'Move to section', 'Bonifacio');
    await user.click(within(dialog).getByRole('button', { name: 'Move students' }));
    expect(window.confirm).toHaveBeenCalledWith('Move 59 students of Rizal to Bonifacio?');
    await waitFor(() => expect(server.bodiesSentTo('/api/admins/move-students')).toHaveLength(1));
    const [body] = server.bodiesSentTo('/api/admins/move-students') as { ids: string[]; sectionID: string }[];
    expect(body.sectionID).toBe('sec-8');
    expect(body.ids).toHaveLength(59);
    expect(body.ids).not.toContain('st-42');
    expect(body.ids).toContain('st-60');
  });
});
