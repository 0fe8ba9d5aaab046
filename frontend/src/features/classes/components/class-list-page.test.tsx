import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAtAddress } from '@/testing/test-utils';
import type { ClassList } from '../api/class-list';
import { fakeClassServer } from '../testing/classes';
import { ClassListPage } from './class-list-page';

const rizal: ClassList = {
  section_id: 'sec-1',
  section: 'Rizal',
  level: 'Grade 7',
  category: 'Junior High',
  adviser: 'Maria Santos',
  school_year: null,
  students: [
    {
      _id: 'st-2',
      no: 1,
      first_name: 'Ana',
      middle_name: 'Cruz',
      last_name: 'Aquino',
      email: 'ana@school.test',
      birthdate: '2011-03-04',
      parent_name: 'Rosa Aquino',
      relationship: 'Mother',
      parent_email: 'rosa@home.test',
      parent_phone: '+63 917 555 0101',
    },
    {
      _id: 'st-1',
      no: 2,
      first_name: 'Juan',
      middle_name: null,
      last_name: 'Dela Cruz',
      email: 'juan@school.test',
      birthdate: '2010-06-15',
      parent_name: 'Teresa Dela Cruz',
      relationship: 'Guardian',
      parent_email: null,
      parent_phone: null,
    },
  ],
};

describe('ClassListPage', () => {
  it("lists the section's students with their guardians, prints and downloads", async () => {
    const server = fakeClassServer({ '/api/admins/class-list': () => rizal });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAtAddress(<ClassListPage sectionId="sec-1" />, '/admin/class-list/sec-1');

    expect(await screen.findByRole('heading', { name: 'Class list: Rizal' })).toBeInTheDocument();
    expect(screen.getByText('Junior High › Grade 7 › Rizal')).toBeInTheDocument();
    expect(screen.getByText('Adviser: Maria Santos · 2 student(s)')).toBeInTheDocument();
    expect(server.queriesTo('/api/admins/class-list')[0].get('sectionID')).toBe('sec-1');

    const table = screen.getByRole('table', { name: 'Students of Rizal' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['1', '2']);
    expect(within(rows[0]).getByText('Aquino, Ana Cruz')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Rosa Aquino (Mother)')).toBeInTheDocument();
    expect(within(rows[0]).getByText('+63 917 555 0101')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Teresa Dela Cruz (Guardian)')).toBeInTheDocument();
    expect(within(rows[1]).getAllByText('—')).toHaveLength(2);

    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admins/export-section.csv?sectionID=sec-1',
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says when the section has no students, and when the list cannot be loaded', async () => {
    fakeClassServer({ '/api/admins/class-list': () => ({ ...rizal, students: [] }) });
    const first = renderAtAddress(<ClassListPage sectionId="sec-1" />, '/admin/class-list/sec-1');
    expect(await screen.findByText('This section has no students yet.')).toBeInTheDocument();
    first.unmount();

    fakeClassServer({
      '/api/admins/class-list': () => jsonResponse(404, { message: 'This section does not exist.' }),
    });
    renderAtAddress(<ClassListPage sectionId="gone" />, '/admin/class-list/gone');
    expect(await screen.findByText('The class list could not be loaded.')).toBeInTheDocument();
  });

  it("lists the section's learners of a past school year, kept in the address", async () => {
    const years = [
      { _id: 'y-2026', name: '2026-2027', firstDay: '2026-06-01', lastDay: '2027-03-31', current: true, closed: false, terms: [], noSchoolDays: [] },
      { _id: 'y-2025', name: '2025-2026', firstDay: '2025-06-01', lastDay: '2026-03-31', current: false, closed: true, terms: [], noSchoolDays: [] },
    ];
    const server = fakeClassServer({
      '/api/admins/class-list': (_body, query) =>
        query.get('schoolYearID') === 'y-2025' ? { ...rizal, school_year: '2025-2026', students: rizal.students.slice(1) } : rizal,
      '/api/admins/school-years': () => ({ years }),
    });
    const { user, router } = renderAtAddress(<ClassListPage sectionId="sec-1" />, '/admin/class-list/sec-1');
    expect(await screen.findByText('Adviser: Maria Santos · 2 student(s)')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'School year' }));
    await user.click(await screen.findByRole('option', { name: '2025-2026' }));

    expect(await screen.findByText("School year 2025-2026: the section's learners of that year")).toBeInTheDocument();
    expect(screen.getByText('Adviser: Maria Santos · 1 student(s)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?schoolYearID=y-2025');
    expect(server.queriesTo('/api/admins/class-list').at(-1)?.get('schoolYearID')).toBe('y-2025');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admins/export-section.csv?sectionID=sec-1&schoolYearID=y-2025',
    );
  });
});
