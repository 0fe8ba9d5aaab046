import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { chronicList, firstQuarter, secondQuarter } from '../testing/reports';
import { ChronicScreen } from './chronic-screen';

function chronicServer() {
  return mockFetch((path) => {
    if (path === '/api/calendar/current') {
      return jsonResponse(200, { year: { _id: 'y-1', name: '2026–2027', terms: [firstQuarter, secondQuarter] } });
    }
    if (path === '/api/attendance/chronic') return jsonResponse(200, chronicList);
    if (path === '/api/attendance/chronic?termID=term-1') {
      return jsonResponse(200, { ...chronicList, term: firstQuarter, schoolDays: 48, students: [] });
    }
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
}

describe('ChronicScreen', () => {
  it("lists the students at or over the threshold this term, highest first, and offers them as CSV", async () => {
    chronicServer();
    renderWithProviders(<ChronicScreen />);

    const table = await screen.findByRole('table', { name: 'Chronically absent students' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Student',
      'Level',
      'Section',
      'Absent',
      'Excused',
      'Missed',
      'Missed (%)',
    ]);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Pedro SantosGrade 7Rizal31414.8%');
    expect(
      screen.getByText('Second quarter (10/19/2026 – 12/18/2026) · 27 school days so far · threshold 10% of days missed'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/attendance/chronic?format=csv');
  });

  it("picks another term from the current year's terms", async () => {
    const fetchMock = chronicServer();
    const { user } = renderWithProviders(<ChronicScreen />);
    await screen.findByRole('table', { name: 'Chronically absent students' });

    await user.click(screen.getByRole('textbox', { name: 'Term' }));
    await user.click(await screen.findByRole('option', { name: 'First quarter (8/3/2026 – 10/9/2026)' }));

    expect(await screen.findByText('No student has missed 10% of the school days or more.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/chronic?termID=term-1', expect.anything());
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/attendance/chronic?termID=term-1&format=csv',
    );
  });
});
