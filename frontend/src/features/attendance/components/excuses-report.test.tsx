import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/dates';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { dentist, motherNote, rizalNovember } from '../testing/reports';
import type { Excuse, NewExcuse } from '../types';
import { ExcusesReport } from './excuses-report';
import { SectionExcuses } from './section-excuses';

/**
 * A server keeping the excuses of Grade 7 Rizal: a record is answered by `onRecord` (by default
 * kept and answered 201), a delete removes it.
 */
function excuseServer(onRecord?: (sent: NewExcuse) => Response, onFile: Excuse[] = [dentist]) {
  let excuses: Excuse[] = onFile;
  return mockFetch((path, init) => {
    if (path.startsWith('/api/attendance/section-month?')) return jsonResponse(200, rizalNovember);
    if (path.startsWith('/api/attendance/excuses?')) return jsonResponse(200, { excuses });
    if (path === '/api/attendance/excuses' && init.method === 'POST') {
      const sent = JSON.parse(String(init.body)) as NewExcuse;
      if (onRecord) return onRecord(sent);
      const excuse: Excuse = {
        ...sent,
        _id: 'x-2',
        student: 'Ana Reyes',
        recordedBy: 'Maria Santos',
        createdAt: '2026-11-24T01:00:00Z',
        writtenBy: 'staff',
        guardianID: null,
        guardianName: null,
        image: null,
      };
      excuses = [excuse, ...excuses];
      return jsonResponse(201, excuse);
    }
    if (path === '/api/attendance/delete-excuse') {
      const { id } = JSON.parse(String(init.body)) as { id: string };
      excuses = excuses.filter((excuse) => excuse._id !== id);
      return jsonResponse(200, { message: 'Excuse deleted.' });
    }
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
}

const sentExcuses = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([path, init]) => path === '/api/attendance/excuses' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('excuses', () => {
  it("lists a section's excuses and records one for a student chosen from the section", async () => {
    const fetchMock = excuseServer();
    const { user } = renderWithProviders(<SectionExcuses sectionID="sec-1" />);

    const table = await screen.findByRole('table', { name: 'Excuses on file for this section' });
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/excuses?sectionID=sec-1', expect.anything());
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      `Juan Cruz11/24/2026 – 11/25/2026Dentist appointmentMaria Santos${formatDateTime(dentist.createdAt)}`,
    );

    await user.click(screen.getByRole('textbox', { name: 'Student' }));
    await user.click(await screen.findByRole('option', { name: 'Ana Reyes' }));
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-11-26' } });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '  Fever  ');
    await user.click(screen.getByRole('button', { name: 'Record excuse' }));

    expect(await screen.findByText('Excuse recorded.')).toBeInTheDocument();
    expect(sentExcuses(fetchMock)).toEqual([{ studentID: 's-2', firstDay: '2026-11-26', lastDay: '', reason: 'Fever' }]);
    expect(await within(table).findByText('11/26/2026')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
  });

  it("marks a guardian's absence note as from a guardian, with the guardian's name and a link to the photo", async () => {
    excuseServer(undefined, [motherNote, dentist]);
    renderWithProviders(<SectionExcuses sectionID="sec-1" />);

    const table = await screen.findByRole('table', { name: 'Excuses on file for this section' });
    const [, note, staff] = within(table).getAllByRole('row');
    expect(note).toHaveTextContent('Ana Reyes11/26/2026FeverFrom a guardianTeresa Reyes');
    const photo = within(note).getByRole('link', { name: 'Photo of the note (Ana Reyes)' });
    expect(photo).toHaveAttribute('href', expect.stringContaining('/api/files/images/note.png'));
    expect(photo).toHaveAttribute('target', '_blank');
    expect(within(staff).queryByText('From a guardian')).toBeNull();
    expect(within(staff).queryByRole('link')).toBeNull();
  });

  it('checks the excuse before sending, with the messages the server uses', async () => {
    const fetchMock = excuseServer();
    const { user } = renderWithProviders(<SectionExcuses sectionID="sec-1" />);
    await screen.findByRole('table', { name: 'Excuses on file for this section' });

    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-11-26' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-11-25' } });
    await user.click(screen.getByRole('button', { name: 'Record excuse' }));

    expect(await screen.findByText('Choose a student.')).toBeInTheDocument();
    expect(screen.getByText('The last day cannot be before the first day.')).toBeInTheDocument();
    expect(screen.getByText('Give the reason for the absence.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last day')).toHaveAttribute('aria-invalid', 'true');
    expect(sentExcuses(fetchMock)).toEqual([]);
  });

  it("shows the server's refusals beside their fields", async () => {
    excuseServer(() =>
      jsonResponse(400, {
        message: 'This date does not exist.',
        errors: { firstDay: 'This date does not exist.', reason: 'Use letters, digits and punctuation only.' },
      }),
    );
    const student = { value: 's-1', label: 'Juan Cruz' };
    const { user } = renderWithProviders(<ExcusesReport filter={{ kind: 'student', id: 's-1' }} students={student} />);

    expect(await screen.findByText('Student: Juan Cruz')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Student' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-11-26' } });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Family emergency');
    await user.click(screen.getByRole('button', { name: 'Record excuse' }));

    expect(await screen.findByText('This date does not exist.')).toBeInTheDocument();
    expect(screen.getByLabelText('First day')).toHaveAccessibleDescription(expect.stringContaining('This date does not exist.'));
    expect(screen.getByText('Use letters, digits and punctuation only.')).toBeInTheDocument();
    expect(screen.getAllByText('This date does not exist.')).toHaveLength(1);
  });

  it('deletes an excuse only after the confirmation', async () => {
    const fetchMock = excuseServer();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderWithProviders(
      <ExcusesReport filter={{ kind: 'student', id: 's-1' }} students={{ value: 's-1', label: 'Juan Cruz' }} />,
    );
    const remove = await screen.findByRole('button', { name: 'Delete the excuse of Juan Cruz, 11/24/2026 – 11/25/2026' });
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/excuses?studentID=s-1', expect.anything());

    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this excuse?');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/attendance/delete-excuse', expect.anything());

    await user.click(remove);
    expect(await screen.findByText('Excuse deleted.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/attendance/delete-excuse',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ id: 'x-1' }) }),
    );
    await waitFor(() => expect(screen.getByText('No excuses on file for this student.')).toBeInTheDocument());
  });
});
