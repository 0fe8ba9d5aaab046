import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { TodayAnswer } from '@/types/api';
import { lesson } from '../testing/lessons';
import { TodayCard } from './today-card';

const wednesday: TodayAnswer = {
  date: '2026-11-25',
  day: 'Wednesday',
  schoolDay: true,
  noSchoolDay: null,
  lessons: [
    lesson('English', 'Wednesday', 450, 500, { teacher: 'Jose Reyes' }),
    lesson('Mathematics', 'Wednesday', 500, 550),
    lesson('Science', 'Wednesday', 570, 620),
  ],
};

/** A server answering `today` to `GET /api/timetable/today`. */
function server(today: TodayAnswer | Response) {
  return mockFetch((path) =>
    path.startsWith('/api/timetable/today?')
      ? today instanceof Response
        ? today
        : jsonResponse(200, today)
      : jsonResponse(404, { message: `unexpected ${path}` }),
  );
}

const card = () => screen.getByRole('region', { name: 'Today' });

describe('TodayCard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Wednesday 25 November 2026, 07:55 by the browser's clock.
    vi.setSystemTime(new Date(2026, 10, 25, 7, 55));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for the browser's own date and marks the lesson happening now, moving on as the minutes pass", async () => {
    const fetchMock = server(wednesday);
    renderWithProviders(<TodayCard detail="teacher" />);

    expect(within(card()).getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(within(card()).getByText('Wed, Nov 25, 2026')).toBeInTheDocument();
    const list = await within(card()).findByRole('list', { name: "Today's lessons" });
    expect(fetchMock).toHaveBeenCalledWith('/api/timetable/today?date=2026-11-25', expect.anything());
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '07:30 AM–08:20 AMEnglishNowJose Reyes',
      '08:20 AM–09:10 AMMathematicsMaria Santos',
      '09:30 AM–10:20 AMScienceMaria Santos',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).not.toHaveAttribute('aria-current');

    // 08:25: Mathematics has begun.
    await act(() => vi.advanceTimersByTimeAsync(30 * 60_000));
    const after = within(card()).getAllByRole('listitem');
    expect(after[0]).not.toHaveAttribute('aria-current');
    expect(after[1]).toHaveAttribute('aria-current', 'true');
    expect(within(after[1]).getByText('Now')).toBeInTheDocument();

    // 09:15: between lessons, none is marked.
    await act(() => vi.advanceTimersByTimeAsync(50 * 60_000));
    expect(within(card()).queryByText('Now')).not.toBeInTheDocument();
    expect(card().querySelector('[aria-current]')).toBeNull();
  });

  it("names a student's lessons' sections for a teacher", async () => {
    server({ ...wednesday, lessons: [wednesday.lessons[1]] });
    renderWithProviders(<TodayCard detail="section" />);

    expect(await within(card()).findByRole('listitem')).toHaveTextContent('08:20 AM–09:10 AMMathematicsGrade 7 - Rizal');
  });

  it("shows a portal's action under each lesson, given the lesson and the day", async () => {
    server(wednesday);
    const lessonAction = vi.fn((each: { subject: string }, date: string) => (
      <button type="button">{`Take register: ${each.subject} ${date}`}</button>
    ));
    renderWithProviders(<TodayCard detail="section" lessonAction={lessonAction} />);

    const list = await within(card()).findByRole('list', { name: "Today's lessons" });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[1]).getByRole('button', { name: 'Take register: Mathematics 2026-11-25' })).toBeInTheDocument();
    expect(within(list).getAllByRole('button')).toHaveLength(3);
  });

  it('names the no-school day', async () => {
    server({ ...wednesday, schoolDay: false, noSchoolDay: 'Bonifacio Day', lessons: [] });
    renderWithProviders(<TodayCard detail="teacher" />);

    expect(await within(card()).findByText('No classes today: Bonifacio Day.')).toBeInTheDocument();
    expect(within(card()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says there are no classes outside the school year or on a day without lessons', async () => {
    server({ date: '2026-11-28', day: 'Saturday', schoolDay: false, noSchoolDay: null, lessons: [] });
    renderWithProviders(<TodayCard detail="teacher" />);

    expect(await within(card()).findByText('No classes today.')).toBeInTheDocument();
  });

  it('says quietly when the lessons could not be loaded', async () => {
    server(jsonResponse(500, { message: 'The server had a problem.' }));
    renderWithProviders(<TodayCard detail="teacher" />);

    expect(within(card()).getByRole('status', { name: "Loading today's lessons" })).toBeInTheDocument();
    expect(await within(card()).findByText("Today's lessons could not be loaded.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(card()).getByText('Wed, Nov 25, 2026')).toBeInTheDocument();
  });
});
