import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { pretendPhone } from '@/testing/phone';
import { mariaTimetable, rizalWeek } from '../testing/lessons';
import { WeekTimetable } from './week-timetable';

/** The texts of a row's cells, header first. */
const rowTexts = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).queryAllByRole('cell')].map((cell) => cell.textContent);

describe('WeekTimetable', () => {
  it('has a column only for each day with lessons, Monday first, and a row per start time', () => {
    renderWithProviders(<WeekTimetable week={rizalWeek} detail="teacher" />);

    const table = screen.getByRole('table', { name: 'Timetable: Grade 7 - Rizal' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Time',
      'Monday',
      'Wednesday',
      'Friday',
    ]);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(rowTexts)).toEqual([
      ['07:30 AM–08:20 AM', 'MathematicsMaria Santos', 'EnglishJose Reyes', ''],
      ['08:20 AM–09:10 AM', 'ScienceJose Reyes', '', ''],
      ['09:30 AM–10:20 AM', '', '', 'FilipinoNo teacher yet'],
    ]);
  });

  it("names each lesson's section in a teacher's week", () => {
    renderWithProviders(<WeekTimetable week={mariaTimetable.week} detail="section" />);

    const table = screen.getByRole('table', { name: 'Timetable: Maria Santos' });
    expect(within(table).getByRole('cell', { name: /Mathematics/ })).toHaveTextContent('MathematicsGrade 7 - Rizal');
    expect(within(table).getByRole('cell', { name: /Algebra/ })).toHaveTextContent('AlgebraGrade 8 - Mabini');
  });

  it('gives each lesson its own times when a row’s lessons end at different times', () => {
    const week = {
      title: 'Grade 7 - Rizal',
      lessons: [rizalWeek.lessons[0], { ...rizalWeek.lessons[2], endTime: '09:00 AM', end: 540 }],
    };
    renderWithProviders(<WeekTimetable week={week} detail="teacher" />);

    const [, row] = screen.getAllByRole('row');
    expect(rowTexts(row)).toEqual([
      '07:30 AM',
      '07:30 AM–08:20 AMMathematicsMaria Santos',
      '07:30 AM–09:00 AMEnglishJose Reyes',
    ]);
  });

  it('says so when the week has no lessons', () => {
    renderWithProviders(<WeekTimetable week={{ title: 'My Class', lessons: [] }} detail="teacher" />);

    expect(screen.getByText('No lessons yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads day by day on a phone, each day under its heading with its lessons in order', async () => {
    pretendPhone();
    renderWithProviders(<WeekTimetable week={rizalWeek} detail="teacher" />);

    const week = await screen.findByRole('region', { name: 'Timetable: Grade 7 - Rizal' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(week).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Monday',
      'Wednesday',
      'Friday',
    ]);
    const [monday] = within(week).getAllByRole('list');
    expect(within(monday).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '07:30 AM–08:20 AMMathematicsMaria Santos',
      '08:20 AM–09:10 AMScienceJose Reyes',
    ]);
  });
});
