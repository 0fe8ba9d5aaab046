import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { TimetableAnswer } from '@/types/api';
import { mariaTimetable, rizalWeek } from '../testing/lessons';
import { TimetablesScreen } from './timetables-screen';

const categories = [
  { _id: 'c-1', category: 'Junior High School', levels: [{ levelID: 'l-1', level: 'Grade 7' }] },
  { _id: 'c-2', category: 'Senior High School', levels: [] },
];
const levels = [
  {
    _id: 'l-1',
    level: 'Grade 7',
    category: 'c-1',
    sections: [
      { sectionID: 'sec-1', section: 'Rizal' },
      { sectionID: 'sec-2', section: 'Mabini' },
    ],
  },
];
const mabini: TimetableAnswer = { week: { title: 'Grade 7 - Mabini', lessons: [] }, advisory: [] };

/** A school with Grade 7 - Rizal and Grade 7 - Mabini, and Maria Santos teaching. */
function server() {
  return mockFetch((path, init) => {
    const [base, query = ''] = path.split('?');
    const params = new URLSearchParams(query);
    switch (base) {
      case '/api/admins/get-categories':
        return jsonResponse(200, categories);
      case '/api/admins/get-levels':
        return jsonResponse(200, JSON.parse(String(init.body)).category === 'c-1' ? levels : []);
      case '/api/admins/get-teachers':
        return jsonResponse(200, { teachers: [{ _id: 't-1', full_name: 'Maria Santos' }], total: 1, page: 1, pageSize: 20 });
      case '/api/admins/timetable':
        if (params.get('sectionID') === 'sec-1') return jsonResponse(200, { week: rizalWeek, advisory: [] });
        if (params.get('sectionID') === 'sec-2') return jsonResponse(200, mabini);
        if (params.get('teacherID') === 't-1') return jsonResponse(200, mariaTimetable);
        return jsonResponse(404, { message: 'No such section or teacher.' });
      default:
        return jsonResponse(404, { message: `unexpected ${path}` });
    }
  });
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('TimetablesScreen', () => {
  it("asks for a choice first, then shows the chosen section's week", async () => {
    const fetchMock = server();
    const { user } = renderWithProviders(<TimetablesScreen />);

    expect(screen.getByRole('heading', { name: 'Timetables', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Choose a section or a teacher to see its week.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Section' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Print timetable' })).not.toBeInTheDocument();

    await choose(user, 'Section', 'Grade 7 - Rizal');

    const table = await screen.findByRole('table', { name: 'Timetable: Grade 7 - Rizal' });
    expect(fetchMock).toHaveBeenCalledWith('/api/admins/timetable?sectionID=sec-1', expect.anything());
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Time',
      'Monday',
      'Wednesday',
      'Friday',
    ]);
    expect(within(table).getByRole('cell', { name: /Mathematics/ })).toHaveTextContent('Maria Santos');
    expect(screen.queryByText('Choose a section or a teacher to see its week.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print timetable' })).toBeInTheDocument();

    await choose(user, 'Section', 'Grade 7 - Mabini');
    expect(await screen.findByText('No lessons yet.')).toBeInTheDocument();
  });

  it("shows a chosen teacher's week and advisory classes, keeping the section chosen before", async () => {
    server();
    const { user } = renderWithProviders(<TimetablesScreen />);
    await choose(user, 'Section', 'Grade 7 - Rizal');
    await screen.findByRole('table', { name: 'Timetable: Grade 7 - Rizal' });

    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    expect(screen.getByText('Choose a section or a teacher to see its week.')).toBeInTheDocument();
    await choose(user, 'Teacher', 'Maria Santos');

    const own = await screen.findByRole('table', { name: 'Timetable: Maria Santos' });
    expect(within(own).getByRole('cell', { name: /Algebra/ })).toHaveTextContent('Grade 8 - Mabini');
    expect(screen.getByRole('heading', { name: 'Advisory class: Grade 7 - Rizal' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Section' }));
    expect(await screen.findByRole('table', { name: 'Timetable: Grade 7 - Rizal' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Section' })).toHaveValue('Grade 7 - Rizal');
  });
});
