import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { FIRST_QUARTER } from '../testing/gradebook';
import type { MyGrades } from '../types';
import { MyGradesScreen } from './my-grades-screen';

const YEAR = { _id: 'y-1', name: '2026–2027' };
const SECOND = { _id: 'term-2', name: 'Second Quarter', firstDay: '2026-08-24', lastDay: '2026-10-30' };

function serve(grades: MyGrades) {
  return mockFetch((path) => (path === '/api/grades/mine' ? jsonResponse(200, grades) : jsonResponse(404, { message: path })));
}

describe('MyGradesScreen', () => {
  it('says nothing is published yet before any publication', async () => {
    serve({ year: YEAR, terms: [FIRST_QUARTER, SECOND], subjects: [], generalAverage: null, descriptor: null });
    renderWithProviders(<MyGradesScreen title="Grades" studentID="s-1" />);
    expect(await screen.findByText('No grades have been published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report card' })).not.toBeInTheDocument();
  });

  it('shows each subject by term with the final grade, and the report card link', async () => {
    serve({
      year: YEAR,
      terms: [FIRST_QUARTER, SECOND],
      subjects: [{ _id: 'sub-1', name: 'Mathematics', grades: [90, null], final: null, descriptor: null, passed: null }],
      generalAverage: null,
      descriptor: null,
    });
    renderWithProviders(<MyGradesScreen title="Grades" studentID="s-1" />);
    const row = await screen.findByRole('row', { name: /Mathematics/ });
    expect(within(row).getByText('90')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report card' })).toHaveAttribute('href', '/report-card/s-1/y-1');
  });
});
