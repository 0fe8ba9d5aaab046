import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { ExportScreen } from './export-screen';

const categories = [{ _id: 'c-1', category: 'Junior High School', levels: [] }];
const levels = [{ _id: 'l-7', level: 'Grade 7', category: 'c-1', sections: [{ sectionID: 'sec-1', section: 'Rizal' }] }];

/** The section pickers' calls, and the export answered by `onExport`. */
function exportServer(onExport: (path: string) => Response) {
  return mockFetch((path) => {
    if (path === '/api/admins/get-categories') return jsonResponse(200, categories);
    if (path === '/api/admins/get-levels') return jsonResponse(200, levels);
    if (path.startsWith('/api/attendance/export?')) return onExport(path);
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
}

const exports = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/attendance/export'));

async function chooseRizal(user: UserEvent) {
  await user.click(screen.getByRole('textbox', { name: 'Section' }));
  await user.click(await screen.findByRole('option', { name: 'Grade 7 - Rizal' }));
}

describe('ExportScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 9, 0));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("downloads a section's registers between two days as the CSV file the server names", async () => {
    const fetchMock = exportServer(
      () =>
        new Response('Date,Register,Subject,Start,Student,Code,Minutes late,Note\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="attendance-Grade 7-Rizal.csv"' },
        }),
    );
    // jsdom makes no object URLs: the file's address is made up here.
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderWithProviders(<ExportScreen />);

    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-24');
    await chooseRizal(user);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(exports(fetchMock)).toEqual(['/api/attendance/export?sectionID=sec-1&from=2026-11-01&to=2026-11-24']);
    expect(clicked[0].download).toBe('attendance-Grade 7-Rizal.csv');
    expect(clicked[0].href).toBe('blob:export');
  });

  it('checks the section and the days before asking, with the messages the server uses', async () => {
    const fetchMock = exportServer(() => jsonResponse(500, { message: 'unexpected' }));
    const { user } = renderWithProviders(<ExportScreen />);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Choose a section.')).toBeInTheDocument();
    expect(screen.getByText('The last day cannot be before the first day.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-06-01' } });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Choose at most 366 days.')).toBeInTheDocument();
    expect(exports(fetchMock)).toEqual([]);
  });

  it("shows the server's refusal beside its field", async () => {
    exportServer(() =>
      jsonResponse(400, { message: 'This date does not exist.', errors: { from: 'This date does not exist.' } }),
    );
    const { user } = renderWithProviders(<ExportScreen />);
    await chooseRizal(user);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByText('This date does not exist.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
  });
});
