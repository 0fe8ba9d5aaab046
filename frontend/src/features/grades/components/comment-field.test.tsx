import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { CommentField } from './comment-field';

function open(comment: string | null = null) {
  return renderWithProviders(
    <CommentField studentID="s-1" studentName="Juan Cruz" termID="term-1" comment={comment} readOnly={false} />,
  );
}

const bodiesOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([path]) => path === '/api/grades/comment').map(([, init]) => JSON.parse(String(init?.body)));

describe('CommentField', () => {
  it('saves the trimmed comment when the field is left, and not again while it is unchanged', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(200, { studentID: 's-1', termID: 'term-1', comment: 'Works steadily.' }),
    );
    const { user } = open();

    await user.type(screen.getByRole('textbox', { name: 'Comment on Juan Cruz' }), '  Works steadily.  ');
    await user.tab();

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Comment on Juan Cruz' }));
    await user.tab();
    expect(bodiesOf(fetchMock)).toEqual([{ studentID: 's-1', termID: 'term-1', comment: 'Works steadily.' }]);
  });

  it("shows the server's refusal beside the field and keeps what was typed", async () => {
    const refusal = 'The grades of this term are published; the comment can no longer be changed.';
    mockFetch(() => jsonResponse(409, { message: refusal }));
    const { user } = open('Good.');
    const field = screen.getByRole('textbox', { name: 'Comment on Juan Cruz' });

    await user.type(field, ' Better.');
    await user.tab();

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Good. Better.');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
