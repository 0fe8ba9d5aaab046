import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { NewsletterMemo } from '../types';
import { NewslettersScreen } from './newsletters-screen';

const pdf: NewsletterMemo = {
  _id: 'm-1',
  file: '/api/files/newsletters/9a.pdf',
  link: null,
  name: 'June memo.pdf',
  createdAt: '2024-06-01T08:00:00Z',
};
const photo: NewsletterMemo = {
  _id: 'm-2',
  file: '/api/files/newsletters/77.png',
  link: null,
  name: 'Calendar.png',
  createdAt: '2024-05-01T08:00:00Z',
};
const link: NewsletterMemo = {
  _id: 'm-3',
  file: null,
  link: 'https://example.org/memo',
  name: 'https://example.org/memo',
  createdAt: '2024-04-01T08:00:00Z',
};

const FILE_TYPE_ALERT = 'File type not supported! Be sure to only upload PDF|JPG|PNG|JPEG files.';

type Answer = (body: Record<string, string>) => Response;

/** The list answers from `items`; other paths answer from `answers`. */
function fakeServer(initial: NewsletterMemo[], answers: Record<string, Answer | Response> = {}) {
  let items = [...initial];
  const fetchMock = mockFetch((path, init) => {
    if (path === '/api/admins/get-newsletters-memos') return jsonResponse(200, items);
    if (path === '/api/admins/delete-newsletters-memos') {
      const { newsletterID } = JSON.parse(String(init.body)) as { newsletterID: string };
      items = items.filter((item) => item._id !== newsletterID);
      return jsonResponse(200, { message: 'Newsletter deleted.' });
    }
    const answer = answers[path];
    if (!answer) return jsonResponse(404, { message: `unexpected ${path}` });
    if (answer instanceof Response) return answer;
    return answer(typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {});
  });
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([called]) => called === path);
  const add = (item: NewsletterMemo) => {
    items = [item, ...items];
    return jsonResponse(200, item);
  };
  return { callsTo, add };
}

const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('NewslettersScreen', () => {
  it('lists items with their kind, name and an Open link in a new tab', async () => {
    fakeServer([link, pdf, photo]);
    renderWithProviders(<NewslettersScreen />);

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'June memo.pdf',
      'Calendar.png',
      'https://example.org/memo',
    ]);
    expect(within(cards[0]).getByRole('img', { name: 'PDF' })).toBeInTheDocument();
    expect(within(cards[1]).getByRole('img', { name: 'Image' })).toBeInTheDocument();
    expect(within(cards[2]).getByRole('img', { name: 'Link' })).toBeInTheDocument();
    const open = within(cards[0]).getByRole('link', { name: 'Open' });
    expect(open).toHaveAttribute('href', '/api/files/newsletters/9a.pdf');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(cards[2]).getByRole('link', { name: 'Open' })).toHaveAttribute('href', 'https://example.org/memo');
  });

  it('offers a Download link under the original name for files, and none for links', async () => {
    fakeServer([link, pdf, photo]);
    renderWithProviders(<NewslettersScreen />);

    const download = within(await screen.findByRole('article', { name: 'June memo.pdf' })).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/api/files/newsletters/9a.pdf?download=1');
    expect(download).toHaveAttribute('download', 'June memo.pdf');
    expect(download).not.toHaveAttribute('target');
    expect(within(screen.getByRole('article', { name: 'Calendar.png' })).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/files/newsletters/77.png?download=1',
    );
    expect(
      within(screen.getByRole('article', { name: 'https://example.org/memo' })).queryByRole('link', { name: 'Download' }),
    ).not.toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    fakeServer([]);
    renderWithProviders(<NewslettersScreen />);

    expect(await screen.findByText('No newsletters or memos yet.')).toBeInTheDocument();
  });

  it('uploads a file, records its path, alerts and shows the new item', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const server = fakeServer([], {
      '/api/newsletterUpload': jsonResponse(200, '/api/files/newsletters/9a.pdf'),
      '/api/admins/upload-newsletter-memo': () => server.add(pdf),
    });
    const { user, container } = renderWithProviders(<NewslettersScreen />);
    await screen.findByText('No newsletters or memos yet.');
    expect(fileInput(container)).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');

    await user.upload(fileInput(container), new File(['%PDF-1.4'], 'June memo.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload file' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Uploaded file successfully!'));
    const sentFile = server.callsTo('/api/newsletterUpload')[0][1]?.body as FormData;
    expect((sentFile.get('file') as File).name).toBe('June memo.pdf');
    expect(JSON.parse(String(server.callsTo('/api/admins/upload-newsletter-memo')[0][1]?.body))).toEqual({
      file: '/api/files/newsletters/9a.pdf',
    });
    expect(await screen.findByRole('article', { name: 'June memo.pdf' })).toBeInTheDocument();
  });

  it('alerts the file-type message when the upload is refused, and records nothing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const server = fakeServer([], {
      '/api/newsletterUpload': jsonResponse(415, { message: FILE_TYPE_ALERT }),
    });
    const { user, container } = renderWithProviders(<NewslettersScreen />);

    await user.upload(fileInput(container), new File(['just text'], 'fake.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload file' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(FILE_TYPE_ALERT));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(server.callsTo('/api/admins/upload-newsletter-memo')).toHaveLength(0);
  });

  it('alerts the size limit, not the file type, when the file is too large, and records nothing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const server = fakeServer([], {
      '/api/newsletterUpload': jsonResponse(413, { message: 'The file is larger than 20 MB.' }),
    });
    const { user, container } = renderWithProviders(<NewslettersScreen />);

    await user.upload(fileInput(container), new File(['%PDF-1.4'], 'big.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload file' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('The file is larger than 20 MB.'));
    expect(alert).not.toHaveBeenCalledWith(FILE_TYPE_ALERT);
    expect(server.callsTo('/api/admins/upload-newsletter-memo')).toHaveLength(0);
  });

  it('asks for a file before uploading', async () => {
    const server = fakeServer([]);
    const { user } = renderWithProviders(<NewslettersScreen />);

    await user.click(screen.getByRole('button', { name: 'Upload file' }));

    expect(await screen.findByText('Choose a file to upload.')).toBeInTheDocument();
    expect(server.callsTo('/api/newsletterUpload')).toHaveLength(0);
  });

  it('attaches a link by posting {link} and alerts', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const server = fakeServer([], { '/api/admins/upload-newsletter-memo': () => server.add(link) });
    const { user } = renderWithProviders(<NewslettersScreen />);

    await user.type(screen.getByRole('textbox', { name: 'Link' }), ' https://example.org/memo ');
    await user.click(screen.getByRole('button', { name: 'Attach link' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Upload link successfully!'));
    expect(JSON.parse(String(server.callsTo('/api/admins/upload-newsletter-memo')[0][1]?.body))).toEqual({
      link: 'https://example.org/memo',
    });
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue('');
    expect(await screen.findByRole('article', { name: 'https://example.org/memo' })).toBeInTheDocument();
  });

  it('refuses a non-web link before sending, and shows the server’s 400 message beside the field', async () => {
    const alert = vi.spyOn(window, 'alert');
    const server = fakeServer([], {
      '/api/admins/upload-newsletter-memo': jsonResponse(400, {
        message: 'Check the link.',
        errors: { link: 'That link cannot be reached.' },
      }),
    });
    const { user } = renderWithProviders(<NewslettersScreen />);
    const input = screen.getByRole('textbox', { name: 'Link' });

    await user.type(input, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Attach link' }));
    expect(await screen.findByText('Enter a link that starts with http:// or https://.')).toBeInTheDocument();
    expect(server.callsTo('/api/admins/upload-newsletter-memo')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'https://example.org/gone');
    await user.click(screen.getByRole('button', { name: 'Attach link' }));

    expect(await screen.findByText('That link cannot be reached.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(alert).not.toHaveBeenCalled();
  });

  it('deletes an item after the confirmation, and not when it is cancelled', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const server = fakeServer([pdf, link]);
    const { user } = renderWithProviders(<NewslettersScreen />);
    const card = await screen.findByRole('article', { name: 'June memo.pdf' });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete this Newsletter?');
    expect(server.callsTo('/api/admins/delete-newsletters-memos')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'June memo.pdf' })).not.toBeInTheDocument());
    expect(JSON.parse(String(server.callsTo('/api/admins/delete-newsletters-memos')[0][1]?.body))).toEqual({
      newsletterID: 'm-1',
    });
    expect(screen.getByRole('article', { name: 'https://example.org/memo' })).toBeInTheDocument();
    expect(await screen.findByText('Newsletter deleted.')).toBeInTheDocument();
  });
});
