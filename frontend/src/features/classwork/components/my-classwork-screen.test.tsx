import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { piece } from '../testing/classwork';
import type { Assignment } from '../types';
import { MyClassworkScreen } from './my-classwork-screen';

const worksheet = piece({ instructions: '<p>Answer <strong>every</strong> item.</p>' });

const essay = piece({
  _id: 'cw-2',
  subjectID: 'sub-eng',
  subject: 'English',
  title: 'Book report',
  instructions: '<p>One page.</p>',
  points: 1,
  dueAt: '2025-11-20T09:00:00Z',
  lateAccepted: false,
  category: null,
  assessmentID: null,
});

function serve(todo: Assignment[], missing: Assignment[], done: Assignment[] = []) {
  return mockFetch((path) =>
    path === '/api/students/classwork'
      ? jsonResponse(200, { todo, missing, done })
      : jsonResponse(404, { message: `unexpected ${path}` }),
  );
}

describe('Classwork (student)', () => {
  it("shows 'To do' and 'Missing', a card for each piece with its instructions", async () => {
    serve([worksheet], [essay]);
    renderWithProviders(<MyClassworkScreen title="Classwork" />);

    expect(screen.getByRole('heading', { name: 'Classwork' })).toBeInTheDocument();
    const todo = within(await screen.findByRole('region', { name: 'To do' }));
    const card = within(todo.getByRole('article', { name: 'Fractions worksheet' }));
    expect(card.getByText('Mathematics')).toBeInTheDocument();
    expect(card.getByText(/^Due Wed, Dec 11, 2030, \d+:00 [AP]M$/)).toBeInTheDocument();
    expect(card.getByText('20 points')).toBeInTheDocument();
    expect(card.getByText('Late work accepted')).toBeInTheDocument();
    // The instructions as the sanitised HTML the server sent, not as text.
    expect(card.getByText('every', { selector: 'strong' })).toBeInTheDocument();

    const missing = within(screen.getByRole('region', { name: 'Missing' }));
    const late = within(missing.getByRole('article', { name: 'Book report' }));
    expect(late.getByText('English')).toBeInTheDocument();
    expect(late.getByText(/^Due Thu, Nov 20, 2025, \d+:00 [AP]M$/)).toBeInTheDocument();
    expect(late.getByText('1 point')).toBeInTheDocument();
    expect(late.queryByText('Late work accepted')).toBeNull();
    expect(late.getByText('One page.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing to do.')).toBeNull();
    expect(screen.queryByText('Nothing missing.')).toBeNull();
  });

  it("says 'Nothing to do.' and 'Nothing missing.' when there is nothing", async () => {
    serve([], []);
    renderWithProviders(<MyClassworkScreen title="Classwork" />);

    expect(await within(await screen.findByRole('region', { name: 'To do' })).findByText('Nothing to do.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Missing' })).getByText('Nothing missing.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("lists a piece's files as links opening each in a new tab, and no list where there are none", async () => {
    const worksheetWithFiles: Assignment = {
      ...worksheet,
      files: [
        { _id: 'f-1', file: '/api/files/subjects/sheet.pdf', name: 'Worksheet.pdf' },
        { _id: 'f-2', file: '/api/files/subjects/figure.png', name: 'Figure 1.png' },
      ],
    };
    serve([worksheetWithFiles], [essay]);
    renderWithProviders(<MyClassworkScreen title="Classwork" />);

    const card = within(await screen.findByRole('article', { name: 'Fractions worksheet' }));
    const files = within(card.getByRole('list', { name: 'Files' }));
    expect(files.getAllByRole('link').map((link) => link.textContent)).toEqual(['Worksheet.pdf', 'Figure 1.png']);
    const sheet = files.getByRole('link', { name: 'Worksheet.pdf' });
    expect(sheet).toHaveAttribute('href', '/api/files/subjects/sheet.pdf');
    expect(sheet).toHaveAttribute('target', '_blank');
    expect(sheet).toHaveAttribute('rel', 'noopener noreferrer');
    // The student reads them; removing is the teacher's.
    expect(files.queryByRole('button')).toBeNull();

    const late = within(screen.getByRole('article', { name: 'Book report' }));
    expect(late.queryByRole('list', { name: 'Files' })).toBeNull();
    expect(late.queryByRole('link')).toBeNull();
  });
});
