import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { piece } from '../testing/classwork';
import { ClassworkPart } from './classwork-part';

/** The due time shown on the card of `title` in the part named `part`. */
function dueTimeIn(part: string, title: string): HTMLElement {
  const region = within(screen.getByRole('region', { name: part }));
  const card = region.getByRole('article', { name: title });
  const time = card.querySelector('time');
  if (!(time instanceof HTMLElement)) throw new Error(`no due time on ${title}`);
  return time;
}

describe('ClassworkPart', () => {
  it("shows a missing piece's due time in red, and a piece still to do in the text's own colour", () => {
    const late = piece({ _id: 'cw-2', title: 'Book report', dueAt: '2025-11-20T09:00:00Z' });
    renderWithProviders(
      <>
        <ClassworkPart part="todo" classwork={[piece()]} workOn={() => null} />
        <ClassworkPart part="missing" classwork={[late]} workOn={() => null} />
      </>,
    );
    expect(dueTimeIn('Missing', 'Book report').getAttribute('style') ?? '').toMatch(/red/);
    expect(dueTimeIn('To do', 'Fractions worksheet').getAttribute('style') ?? '').not.toMatch(/red/);
  });

  it('says what an empty part holds, under its heading', () => {
    renderWithProviders(
      <>
        <ClassworkPart part="todo" classwork={[]} workOn={() => null} />
        <ClassworkPart part="missing" classwork={[]} workOn={() => null} />
        <ClassworkPart part="done" classwork={[]} workOn={() => null} />
      </>,
    );
    expect(within(screen.getByRole('region', { name: 'To do' })).getByText('Nothing to do.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Missing' })).getByText('Nothing missing.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Done' })).getByText('Nothing turned in yet.')).toBeInTheDocument();
  });
});
