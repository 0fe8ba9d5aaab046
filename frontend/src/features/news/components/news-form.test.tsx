import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/testing/editor-dom';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { NewsForm } from './news-form';

const newsText = () => screen.getByRole('textbox', { name: 'News text' });
const toolbar = () => screen.getByRole('toolbar', { name: 'Formatting' });
const tool = (name: string) => within(toolbar()).getByRole('button', { name });

function renderForm() {
  const result = renderWithProviders(<NewsForm />);
  return result;
}

describe('NewsForm', () => {
  it('refuses an empty editor: says "Write the news text." and sends nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, { message: 'should not be called' }));
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write the news text.')).toBeInTheDocument();
    expect(newsText()).toHaveAttribute('aria-invalid', 'true');

    await user.type(newsText(), '   ');
    expect(newsText()).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write the news text.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles marks from the toolbar and shows them as pressed', async () => {
    const { user } = renderForm();
    await user.type(newsText(), 'Enrolment');
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard('{Control>}a{/Control}');
    await user.click(tool('Bold'));
    await user.click(tool('Italic'));
    await user.click(tool('Underline'));
    await user.click(tool('Strike'));

    for (const mark of ['Bold', 'Italic', 'Underline', 'Strike']) {
      expect(tool(mark)).toHaveAttribute('aria-pressed', 'true');
    }
    for (const tag of ['strong', 'em', 'u', 's']) {
      expect(newsText().querySelector(tag)).toHaveTextContent('Enrolment');
    }

    await user.click(tool('Bold'));
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'false');
    expect(newsText().querySelector('strong')).toBeNull();
  });

  it('sets headers, font and size from the selects, and lists, blockquote and indent from buttons', async () => {
    const { user } = renderForm();
    await user.type(newsText(), 'Title');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Headers' }), 'Heading 2');
    expect(newsText().querySelector('h2')).toHaveTextContent('Title');
    expect(screen.getByRole('combobox', { name: 'Headers' })).toHaveValue('2');

    await user.keyboard('{Enter}');
    await user.click(tool('Bullet list'));
    await user.keyboard('Bring your ID');
    expect(tool('Bullet list')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Indent'));
    expect(newsText().querySelector('li')).toHaveClass('indent-1');
    await user.click(tool('Outdent'));
    expect(newsText().querySelector('li')).not.toHaveClass('indent-1');

    await user.click(tool('Ordered list'));
    expect(newsText().querySelector('ol li')).toHaveTextContent('Bring your ID');
    await user.click(tool('Ordered list'));
    expect(newsText().querySelector('li')).toBeNull();
    await user.click(tool('Blockquote'));
    expect(newsText().querySelector('blockquote')).not.toBeNull();
    expect(tool('Blockquote')).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{Control>}a{/Control}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Serif');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Huge');
    const span = newsText().querySelector('span');
    expect(span).toHaveStyle({ fontFamily: 'serif', fontSize: '28px' });
  });

  it('links the selection to a prompted http(s) or mailto address, refuses others, and unlinks', async () => {
    const prompt = vi.spyOn(window, 'prompt');
    const { user } = renderForm();
    await user.type(newsText(), 'Portal');
    await user.keyboard('{Control>}a{/Control}');

    prompt.mockReturnValueOnce('javascript:alert(1)');
    await user.click(tool('Link'));
    expect(await screen.findByText('Links must start with http://, https:// or mailto:.')).toBeInTheDocument();
    expect(newsText().querySelector('a')).toBeNull();

    prompt.mockReturnValueOnce('https://example.org/portal');
    await user.click(tool('Link'));
    expect(newsText().querySelector('a')).toHaveAttribute('href', 'https://example.org/portal');
    expect(tool('Link')).toHaveAttribute('aria-pressed', 'true');

    await user.click(tool('Remove link'));
    expect(newsText().querySelector('a')).toBeNull();
    expect(prompt).toHaveBeenCalledTimes(2);
  });

  it('creates the post, alerts "Success!" and clears the form', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchMock = mockFetch((path) =>
      path === '/api/admins/create-news-updates'
        ? jsonResponse(200, { _id: 'n-1', image: null, text: '<p>School opens</p>', createdAt: '2024-06-01T08:00:00Z' })
        : jsonResponse(200, []),
    );
    const { user } = renderForm();

    await user.type(newsText(), 'School opens');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Success!'));
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/admins/create-news-updates');
    expect(JSON.parse(String(init?.body))).toEqual({ image: null, text: '<p>School opens</p>' });
    await waitFor(() => expect(newsText()).toHaveTextContent(''));
    expect(screen.queryByText('Write the news text.')).not.toBeInTheDocument();
  });

  it('shows the server’s field errors beside the fields', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        message: 'Check the form.',
        errors: { text: 'The news text is too long.', image: 'That image is not ours.' },
      }),
    );
    const alert = vi.spyOn(window, 'alert');
    const { user } = renderForm();

    await user.type(newsText(), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The news text is too long.')).toBeInTheDocument();
    expect(screen.getByText('That image is not ours.')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('uploads a chosen image at once, previews it, sends it, and can remove it', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchMock = mockFetch((path) => {
      if (path === '/api/upload') return jsonResponse(200, '/api/files/images/abc.png');
      return jsonResponse(200, { _id: 'n-1', image: null, text: '', createdAt: '2024-06-01T08:00:00Z' });
    });
    const { user, container } = renderForm();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');

    await user.upload(input!, new File(['png'], 'poster.png', { type: 'image/png' }));

    expect(await screen.findByRole('img', { name: 'News image preview' })).toHaveAttribute(
      'src',
      '/api/files/images/abc.png',
    );
    const uploaded = fetchMock.mock.calls[0][1]?.body as FormData;
    expect((uploaded.get('image') as File).name).toBe('poster.png');

    await user.type(newsText(), 'With picture');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toMatchObject({ image: '/api/files/images/abc.png' });

    await user.upload(input!, new File(['png'], 'again.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'News image preview' });
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'News image preview' })).not.toBeInTheDocument();
  });

  it('shows why an image upload was refused', async () => {
    mockFetch(() => jsonResponse(415, { message: 'Only PNG, JPEG, WebP or GIF images can be uploaded.' }));
    const { user, container } = renderForm();

    await user.upload(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF'], 'poster.png', { type: 'image/png' }),
    );

    expect(await screen.findByText('Only PNG, JPEG, WebP or GIF images can be uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'News image preview' })).not.toBeInTheDocument();
  });
});
