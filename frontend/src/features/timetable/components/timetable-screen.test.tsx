import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { FeedAnswer, TimetableAnswer } from '@/types/api';
import { mariaTimetable, rizalWeek } from '../testing/lessons';
import { TimetableScreen } from './timetable-screen';

/**
 * A server with `timetable` and a calendar link (`url`, null until one is made); each
 * `POST /api/calendar/feed` makes the next link of `links`.
 */
function server(timetable: TimetableAnswer, url: string | null, links: string[] = []) {
  let current: FeedAnswer = { url };
  return mockFetch((path, init) => {
    if (path === '/api/timetable') return jsonResponse(200, timetable);
    if (path === '/api/calendar/feed' && init.method === 'POST') {
      current = { url: links.shift() ?? null };
      return jsonResponse(200, current);
    }
    if (path === '/api/calendar/feed') return jsonResponse(200, current);
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
}

const subscription = () => screen.getByRole('region', { name: 'Calendar subscription' });
const feedPosts = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls.filter(([path, init]) => path === '/api/calendar/feed' && init?.method === 'POST');

describe('TimetableScreen', () => {
  it("shows a student's section week with each lesson's teacher, and prints it", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    server({ week: rizalWeek, advisory: [] }, null);
    const { user } = renderWithProviders(<TimetableScreen viewer="student" title="Timetable" />);

    expect(screen.getByRole('heading', { name: 'Timetable', level: 2 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Timetable: Grade 7 - Rizal' });
    expect(within(table).getByRole('cell', { name: /Mathematics/ })).toHaveTextContent('Maria Santos');
    expect(screen.queryByRole('heading', { name: /^Advisory class/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print timetable' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("shows a teacher's own week naming sections, then each advisory class's week", async () => {
    server(mariaTimetable, null);
    renderWithProviders(<TimetableScreen viewer="teacher" title="Timetable" />);

    const own = await screen.findByRole('table', { name: 'Timetable: Maria Santos' });
    expect(within(own).getByRole('cell', { name: /Algebra/ })).toHaveTextContent('Grade 8 - Mabini');
    expect(screen.getByRole('heading', { name: 'Advisory class: Grade 7 - Rizal', level: 3 })).toBeInTheDocument();
    const advisory = screen.getByRole('table', { name: 'Timetable: Grade 7 - Rizal' });
    expect(within(advisory).getByRole('cell', { name: /Science/ })).toHaveTextContent('Jose Reyes');
  });

  it('says so, with nothing to print, for a student without a section', async () => {
    server({ week: { title: 'My Class', lessons: [] }, advisory: [] }, null);
    renderWithProviders(<TimetableScreen viewer="student" title="Timetable" />);

    expect(await screen.findByText('No lessons yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print timetable' })).not.toBeInTheDocument();
  });

  it('creates a calendar link, shows it in full and copies it', async () => {
    const fetchMock = server({ week: rizalWeek, advisory: [] }, null, ['/api/calendar/feed/abc123.ics']);
    const { user } = renderWithProviders(<TimetableScreen viewer="student" title="Timetable" />);

    expect(
      await within(subscription()).findByText(
        "Add your lessons and the school's no-school days to the calendar on your phone or computer.",
      ),
    ).toBeInTheDocument();
    await user.click(await within(subscription()).findByRole('button', { name: 'Create calendar link' }));

    const link = await within(subscription()).findByRole('textbox', { name: 'Calendar link' });
    const full = `${window.location.origin}/api/calendar/feed/abc123.ics`;
    expect(link).toHaveValue(full);
    expect(link).toHaveAttribute('readonly');
    expect(feedPosts(fetchMock)).toHaveLength(1);
    expect(feedPosts(fetchMock)[0][1]?.body).toBe('{}');
    expect(within(subscription()).queryByRole('button', { name: 'Create calendar link' })).not.toBeInTheDocument();
    expect(within(subscription()).getByRole('status')).toHaveTextContent('Your calendar link is ready.');

    await user.click(within(subscription()).getByRole('button', { name: 'Copy link' }));
    await vi.waitFor(() => expect(within(subscription()).getByRole('status')).toHaveTextContent('Link copied'));
    await expect(navigator.clipboard.readText()).resolves.toBe(full);
  });

  it('asks before making a new link, then shows the new one', async () => {
    const fetchMock = server(mariaTimetable, '/api/calendar/feed/old.ics', ['/api/calendar/feed/new.ics']);
    const { user } = renderWithProviders(<TimetableScreen viewer="teacher" title="Timetable" />);
    const link = await within(subscription()).findByRole('textbox', { name: 'Calendar link' });
    expect(link).toHaveValue(`${window.location.origin}/api/calendar/feed/old.ics`);

    await user.click(within(subscription()).getByRole('button', { name: 'Make a new link' }));
    let dialog = screen.getByRole('dialog', { name: 'Make a new calendar link?' });
    expect(within(dialog).getByText('The old link will stop working in every calendar that uses it.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(feedPosts(fetchMock)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(subscription()).getByRole('button', { name: 'Make a new link' }));
    dialog = screen.getByRole('dialog', { name: 'Make a new calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));

    await vi.waitFor(() =>
      expect(within(subscription()).getByRole('textbox', { name: 'Calendar link' })).toHaveValue(
        `${window.location.origin}/api/calendar/feed/new.ics`,
      ),
    );
    expect(feedPosts(fetchMock)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(subscription()).getByRole('status')).toHaveTextContent(
      'A new link was made; the old one no longer works.',
    );
  });

  it('says so when the link cannot be copied', async () => {
    server(mariaTimetable, '/api/calendar/feed/old.ics');
    const { user } = renderWithProviders(<TimetableScreen viewer="teacher" title="Timetable" />);
    await within(subscription()).findByRole('textbox', { name: 'Calendar link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));

    await user.click(within(subscription()).getByRole('button', { name: 'Copy link' }));

    await vi.waitFor(() =>
      expect(within(subscription()).getByRole('status')).toHaveTextContent(
        'The link could not be copied: select it above and copy it.',
      ),
    );
  });
});
