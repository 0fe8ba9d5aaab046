import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { rizalNovember } from '../testing/reports';
import type { SectionMonthAnswer } from '../types/reports';
import { MonthReport } from './month-report';

/** A server answering each month asked for with Rizal's November, relabelled. */
function monthServer(answer: (month: string) => SectionMonthAnswer | Response = (month) => ({ ...rizalNovember, month })) {
  return mockFetch((path) => {
    if (path === '/api/calendar/current') return jsonResponse(200, { year: { name: '2026–2027', terms: [] } });
    const url = new URL(path, 'http://localhost');
    if (url.pathname !== '/api/attendance/section-month') return jsonResponse(404, { message: `unexpected ${path}` });
    const found = answer(url.searchParams.get('month') ?? '');
    return found instanceof Response ? found : jsonResponse(200, found);
  });
}

/** The text of each cell of a table row, as a screen reader reads it. */
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('MonthReport', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 9, 0));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the students × school days with a letter per mark, totals per student and per day', async () => {
    const fetchMock = monthServer();
    renderWithProviders(<MonthReport sectionID="sec-1" />);

    const grid = await screen.findByRole('region', { name: 'Attendance of Grade 7 - Rizal, November 2026' });
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/section-month?sectionID=sec-1&month=2026-11', expect.anything());
    expect(grid).toHaveAttribute('tabindex', '0');
    const table = within(grid).getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Student', 'Mon23Mon, Nov 23, 2026', 'Tue24Tue, Nov 24, 2026', 'Present', 'Late', 'Absent', 'Excused']);

    // Each mark is its letter on screen and its word for a screen reader; no register is blank.
    const juan = within(table).getByRole('row', { name: /^Cruz, Juan/ });
    expect(cellsOf(juan)).toEqual(['Cruz, Juan', 'PPresent', 'AAbsent', '1', '0', '1', '0']);
    expect(within(juan).getAllByRole('cell')[1]).toHaveAttribute('data-code', 'absent');
    const ana = within(table).getByRole('row', { name: /^Reyes, Ana/ });
    expect(cellsOf(ana)).toEqual(['Reyes, Ana', 'LLate', 'No register', '0', '1', '0', '0']);
    expect(cellsOf(within(table).getByRole('row', { name: /^Absent per day/ }))).toEqual([
      'Absent per day',
      '0',
      '1',
      '',
      '',
      '1',
      '',
    ]);
    expect(screen.getByRole('list', { name: 'Key' })).toHaveTextContent('AAbsent');
  });

  it('changes the month with the picker and the arrows, never past this month', async () => {
    const fetchMock = monthServer();
    const { user } = renderWithProviders(<MonthReport sectionID="sec-1" />);
    await screen.findByRole('region', { name: /November 2026$/ });

    expect(screen.getByRole('button', { name: 'Next month, December 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month, October 2026' }));
    expect(await screen.findByRole('region', { name: /October 2026$/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-10');

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-09' } });
    expect(await screen.findByRole('region', { name: /September 2026$/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/section-month?sectionID=sec-1&month=2026-09', expect.anything());
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/attendance/section-month?sectionID=sec-1&month=2026-09&format=csv',
    );
  });

  it('prints School Form 2 alone: a landscape copy of the grid, hidden on screen', async () => {
    monthServer();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<MonthReport sectionID="sec-1" />);
    await screen.findByRole('region', { name: /November 2026$/ });

    await user.click(screen.getByRole('button', { name: 'Print' }));

    expect(print).toHaveBeenCalledTimes(1);
    const form = screen.getByTestId('sf2-print');
    expect(form.parentElement).toBe(document.body);
    expect(form).toHaveAttribute('aria-hidden', 'true');
    expect(form).toHaveTextContent('School Form 2 (SF2) Daily Attendance Report of Learners');
    expect(form).toHaveTextContent('Report for the month of: November 2026');
    expect(form).toHaveTextContent('Grade level: Grade 7');
    expect(form).toHaveTextContent('School year: 2026–2027');
    const rows = within(form).getAllByRole('row', { hidden: true });
    // Boys then girls, each numbered from 1 and followed by its present count per day.
    const texts = rows.map((row) => row.textContent);
    const order = ['1Cruz, JuanPA1010', 'MALE | TOTAL Per Day10', '1Reyes, AnaL0100', 'FEMALE | TOTAL Per Day10'];
    const places = order.map((text) => texts.indexOf(text));
    expect(places.every((place, index) => place >= 0 && (index === 0 || place > places[index - 1]!))).toBe(true);
    expect(texts).toContain('Combined total present per day201110');
  });

  it('says when the section has no students, and why a month could not be loaded', async () => {
    monthServer((month) =>
      month === '2026-11'
        ? { ...rizalNovember, students: [], dayTotals: [] }
        : jsonResponse(403, { message: 'You cannot see this attendance.' }),
    );
    const { user } = renderWithProviders(<MonthReport sectionID="sec-1" />);

    expect(await screen.findByText('No students in this section yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('sf2-print')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Previous month/ }));
    expect(await screen.findByText('You cannot see this attendance.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
