import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILE_TYPE_ALERT } from '@/lib/upload-file';
import '@/testing/editor-dom';
import { jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import { announcement } from '../testing/announcements';
import { sentTo } from '../testing/requests';
import type { Announcement, ClassChoices } from '../types';
import { AnnouncementsScreen } from './announcements-screen';

const classes: ClassChoices = {
  list: [
    { value: 'sec-1', label: 'Grade 7 - Rizal' },
    { value: 'sec-2', label: 'Grade 8 - Mabini' },
  ],
  load: { isError: false, isFetching: false, refetch: () => undefined },
};

/** How the server names each section in an announcement. */
const SECTION_NAMES: Record<string, string> = { 'sec-1': 'Grade 7 Rizal', 'sec-2': 'Grade 8 Mabini' };

const earlier = announcement();

type Answer = Response | undefined;

/**
 * A teacher's announcement calls over `start` (each section's stream, newest first): an upload
 * stores a file, posting puts the announcement first in its section's stream with the files
 * attached, like the server; `refuse` answers a call instead when it gives an answer.
 */
function announcementsServer(start: Announcement[], refuse: (path: string) => Answer = () => undefined) {
  let announcements = [...start];
  const uploads = new Map<string, string>();
  return mockFetch((path, init) => {
    const refusal = refuse(path);
    if (refusal) return refusal;
    const url = new URL(path, 'http://lyceum.test');
    switch (`${init.method ?? 'GET'} ${url.pathname}`) {
      case 'POST /api/subjectUpload': {
        const file = (init.body as FormData).get('file') as File;
        const stored = `/api/files/subjects/upload-${uploads.size + 1}.pdf`;
        uploads.set(stored, file.name);
        return jsonResponse(200, stored);
      }
      case 'GET /api/teachers/announcements': {
        const sectionID = url.searchParams.get('sectionID');
        return jsonResponse(200, { announcements: announcements.filter((each) => each.sectionID === sectionID) });
      }
      case 'POST /api/teachers/announcements': {
        const body = JSON.parse(String(init.body)) as { sectionID: string; audience: string; body: string; attachedFiles: string[] };
        const posted: Announcement = {
          ...earlier,
          _id: `an-new-${announcements.length}`,
          sectionID: body.sectionID,
          section: SECTION_NAMES[body.sectionID],
          audience: body.audience,
          body: body.body,
          postedAt: '2025-11-10T12:00:00Z',
          files: body.attachedFiles.map((file, index) => ({ _id: `f-${index}`, file, name: uploads.get(file)! })),
        };
        announcements = [posted, ...announcements];
        return jsonResponse(201, posted);
      }
      default:
        return jsonResponse(404, { message: `unexpected ${path}` });
    }
  });
}

function renderScreen(path = '/teacher/announcements') {
  return renderAtAddress(<AnnouncementsScreen title="Announcements" classes={classes} />, path);
}

const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([path, init]) => path === '/api/teachers/announcements' && init?.method === 'POST');

const newAnnouncement = () => within(screen.getByRole('form', { name: 'New announcement' }));
const stream = () => within(screen.getByRole('region', { name: 'Class stream' }));
const fileInput = () => screen.getByRole('form', { name: 'New announcement' }).querySelector<HTMLInputElement>('input[type="file"]')!;

describe('Announcements (teacher)', () => {
  it("shows the first class, a new announcement to students and guardians, and the class's stream without 'Reply'", async () => {
    const fetchMock = announcementsServer([earlier]);
    const { router } = renderScreen();

    expect(screen.getByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Class' })).toHaveValue('Grade 7 - Rizal');
    // The address names the class shown, so a reload keeps it.
    await waitFor(() => expect(router.state.location.search).toBe('?section=sec-1'));
    const form = newAnnouncement();
    expect(form.getByRole('radiogroup', { name: 'Send to' })).toBeInTheDocument();
    expect(form.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['students', 'guardians', 'both']);
    expect(form.getByRole('radio', { name: 'Students and guardians' })).toBeChecked();
    expect(form.getByRole('textbox', { name: 'Announcement' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Attach files' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Post announcement' })).toBeInTheDocument();

    expect(await stream().findByText('Quiz on Monday.')).toBeInTheDocument();
    expect(stream().getByText('To students')).toBeInTheDocument();
    expect(stream().queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/teachers/announcements?sectionID=sec-1', expect.anything());
  });

  it('shows the class the address names, and keeps a new choice in the address', async () => {
    const fetchMock = announcementsServer([earlier]);
    const { user, router } = renderScreen('/teacher/announcements?section=sec-2');

    expect(screen.getByRole('textbox', { name: 'Class' })).toHaveValue('Grade 8 - Mabini');
    expect(await stream().findByText('No announcements yet.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/teachers/announcements?sectionID=sec-2', expect.anything());

    await user.click(screen.getByRole('textbox', { name: 'Class' }));
    await user.click(await screen.findByRole('option', { name: 'Grade 7 - Rizal' }));
    expect(router.state.location.search).toBe('?section=sec-1');
    expect(await stream().findByText('Quiz on Monday.')).toBeInTheDocument();
  });

  it('chooses no class when the address names one that is not the teacher’s', async () => {
    const fetchMock = announcementsServer([earlier]);
    const { router } = renderScreen('/teacher/announcements?section=sec-9');

    expect(screen.getByRole('textbox', { name: 'Class' })).toHaveValue('');
    expect(screen.queryByRole('form', { name: 'New announcement' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Class stream' })).toBeNull();
    expect(router.state.location.search).toBe('?section=sec-9');
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/api/teachers/announcements'))).toBe(false);
  });

  it('uploads the files chosen, posts the announcement with their stored paths, says so, clears the form and shows it in the stream', async () => {
    const fetchMock = announcementsServer([earlier]);
    const { user } = renderScreen();
    await stream().findByText('Quiz on Monday.');

    const form = newAnnouncement();
    await user.click(form.getByRole('radio', { name: 'Students' }));
    await user.type(form.getByRole('textbox', { name: 'Announcement' }), 'Bring your permit slips.');
    await user.upload(fileInput(), [
      new File(['%PDF'], 'Permit slip.pdf', { type: 'application/pdf' }),
      new File(['%PDF'], 'Old draft.pdf', { type: 'application/pdf' }),
    ]);
    const chosen = within(form.getByRole('list', { name: 'Files to attach' }));
    expect(chosen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Permit slip.pdf', 'Old draft.pdf']);
    await user.click(chosen.getByRole('button', { name: 'Remove Old draft.pdf' }));
    expect(chosen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Permit slip.pdf']);
    await user.click(form.getByRole('button', { name: 'Post announcement' }));

    expect(await screen.findByText('Announcement posted to Grade 7 Rizal.')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([path]) => path);
    expect(calls).toEqual(['/api/subjectUpload', '/api/teachers/announcements']);
    const upload = fetchMock.mock.calls.find(([path]) => path === '/api/subjectUpload')!;
    expect(((upload[1]?.body as FormData).get('file') as File).name).toBe('Permit slip.pdf');
    expect(sentTo(fetchMock, '/api/teachers/announcements')).toEqual({
      sectionID: 'sec-1',
      audience: 'students',
      body: '<p>Bring your permit slips.</p>',
      attachedFiles: ['/api/files/subjects/upload-1.pdf'],
    });

    // The form is blank again.
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Announcement' }).textContent).toBe(''));
    expect(form.queryByRole('list', { name: 'Files to attach' })).toBeNull();
    expect(form.getByRole('radio', { name: 'Students and guardians' })).toBeChecked();

    // The stream shows it first, with its file.
    const posted = within((await stream().findByText('Bring your permit slips.')).closest('article')!);
    expect(posted.getByRole('link', { name: 'Permit slip.pdf' })).toHaveAttribute('href', '/api/files/subjects/upload-1.pdf');
    expect(stream().getAllByRole('article')[0]).toHaveTextContent('Bring your permit slips.');
  });

  it("says 'Write the announcement.' beside the editor, and posts nothing", async () => {
    const fetchMock = announcementsServer([]);
    const { user } = renderScreen();
    await stream().findByText('No announcements yet.');

    await user.click(newAnnouncement().getByRole('button', { name: 'Post announcement' }));

    expect(newAnnouncement().getByText('Write the announcement.')).toBeInTheDocument();
    await waitFor(() =>
      expect(newAnnouncement().getByRole('textbox', { name: 'Announcement' })).toHaveAccessibleDescription('Write the announcement.'),
    );
    expect(posts(fetchMock)).toHaveLength(0);
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/subjectUpload')).toBe(false);
  });

  it("shows the server's refusal beside its field", async () => {
    const refused = 'Choose students, guardians or both.';
    announcementsServer([], (path) =>
      path === '/api/teachers/announcements' ? jsonResponse(400, { message: 'Check the announcement.', errors: { audience: refused } }) : undefined,
    );
    const { user } = renderScreen();
    await stream().findByText('No announcements yet.');

    await user.type(newAnnouncement().getByRole('textbox', { name: 'Announcement' }), 'Exams next week.');
    await user.click(newAnnouncement().getByRole('button', { name: 'Post announcement' }));

    expect(await newAnnouncement().findByText(refused)).toBeInTheDocument();
    expect(newAnnouncement().getByRole('radiogroup', { name: 'Send to' })).toHaveAccessibleDescription(refused);
    expect(screen.queryByText(/^Announcement posted/)).toBeNull();
    // What was written stays, to post again.
    expect(newAnnouncement().getByRole('textbox', { name: 'Announcement' })).toHaveTextContent('Exams next week.');
  });

  it('says a refusal of the class beside the class picker', async () => {
    const refused = 'Choose a class.';
    announcementsServer([], (path) =>
      path === '/api/teachers/announcements' ? jsonResponse(400, { message: 'Check the announcement.', errors: { sectionID: refused } }) : undefined,
    );
    const { user } = renderScreen();
    await stream().findByText('No announcements yet.');

    await user.type(newAnnouncement().getByRole('textbox', { name: 'Announcement' }), 'Exams next week.');
    await user.click(newAnnouncement().getByRole('button', { name: 'Post announcement' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Class' })).toHaveAccessibleDescription(refused));
  });

  it('says why an upload was refused, under the files, and posts nothing', async () => {
    const fetchMock = announcementsServer([], (path) =>
      path === '/api/subjectUpload' ? jsonResponse(415, { message: FILE_TYPE_ALERT }) : undefined,
    );
    const { user } = renderScreen();
    await stream().findByText('No announcements yet.');

    await user.type(newAnnouncement().getByRole('textbox', { name: 'Announcement' }), 'See the file.');
    await user.upload(fileInput(), [new File(['MZ'], 'tool.pdf', { type: 'application/pdf' })]);
    await user.click(newAnnouncement().getByRole('button', { name: 'Post announcement' }));

    expect(await newAnnouncement().findByRole('alert')).toHaveTextContent(`tool.pdf: ${FILE_TYPE_ALERT}`);
    expect(posts(fetchMock)).toHaveLength(0);
    expect(within(newAnnouncement().getByRole('list', { name: 'Files to attach' })).getByText('tool.pdf')).toBeInTheDocument();
  });

  it('says when the teacher has no class to post to', async () => {
    renderAtAddress(
      <AnnouncementsScreen title="Announcements" classes={{ ...classes, list: [] }} />,
      '/teacher/announcements',
    );

    expect(screen.getByText('You advise or teach no class yet.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New announcement' })).toBeNull();
  });
});
