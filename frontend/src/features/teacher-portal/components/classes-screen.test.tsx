import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { SubjectDetails, TaughtSubject, TaughtSubjectsAnswer } from '../types';
import { TeacherClassesScreen } from './classes-screen';

/** The card exactly as `get-teacher-subjects` sends it: no schedule, files or teacher. */
const mathCard: TaughtSubject = {
  _id: 'sub-1',
  subject: 'Mathematics',
  section: 'sec-1',
  sectionName: 'Rizal',
  level: 'l-7',
  levelName: 'Grade 7',
  studentCount: 2,
};
const taught: TaughtSubjectsAnswer = {
  subjects: [mathCard],
  sections: [{ _id: 'sec-1', section: 'Rizal', level: 'l-7', studentCount: 2 }],
  levels: [{ _id: 'l-7', level: 'Grade 7' }],
};
const math: SubjectDetails = {
  ...mathCard,
  teacher: 't-1',
  teacherName: 'Maria Santos',
  schedules: [{ _id: 'sch-1', subject: 'sub-1', day: 'Monday', startTime: '08:00 AM', endTime: '09:00 AM' }],
  files: [],
};

/** Answers the classes calls; attaching and deleting change the subject's files like the server. */
function classesServer({ uploadStatus = 200 } = {}) {
  let files = [...math.files];
  return mockFetch((path, init) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    switch (path) {
      case '/api/teachers/get-teacher-subjects':
        return jsonResponse(200, taught);
      case '/api/teachers/get-subject-details':
        return jsonResponse(200, { ...math, files });
      case '/api/subjectUpload':
        return uploadStatus === 200
          ? jsonResponse(200, '/api/files/subjects/x.pdf')
          : jsonResponse(uploadStatus, { message: 'Only PDF, JPEG or PNG files are accepted.' });
      case '/api/teachers/attach-subject-file':
        files = [...files, { _id: 'f-1', file: body.attachedFile, name: 'Quiz 1.pdf' }];
        return jsonResponse(201, { _id: 'f-1' });
      case '/api/teachers/delete-subject-file':
        files = files.filter((file) => file._id !== body.id);
        return jsonResponse(200, { message: 'File deleted.' });
      default:
        return jsonResponse(404, { message: `unexpected ${path}` });
    }
  });
}

describe('Teacher classes', () => {
  it("shows 'No classes yet..' when the teacher teaches nothing", async () => {
    mockFetch(() => jsonResponse(200, { subjects: [], levels: [], sections: [] }));
    renderWithProviders(<TeacherClassesScreen title="Classes" />);
    expect(await screen.findByText('No classes yet..')).toBeInTheDocument();
  });

  it('opens a card, attaches a file, and deletes it after the confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchMock = classesServer();
    const { user, container } = renderWithProviders(<TeacherClassesScreen title="Classes" />);

    const card = await screen.findByRole('button', { name: /Grade 7 - Rizal.*Mathematics/ });
    expect(within(card).getByText('2 students')).toBeInTheDocument();
    await user.click(card);

    expect(await screen.findByRole('heading', { name: 'Mathematics' })).toBeInTheDocument();
    const schedule = screen.getByRole('table', { name: 'Schedule of Mathematics' });
    expect(within(schedule).getByRole('columnheader', { name: 'Start Time' })).toBeInTheDocument();
    expect(screen.getByText('No files uploaded yet for this subject..')).toBeInTheDocument();

    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['%PDF'], 'Quiz 1.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'Download Quiz 1.pdf' })).toBeInTheDocument();
    const attach = fetchMock.mock.calls.find(([path]) => path === '/api/teachers/attach-subject-file')!;
    expect(JSON.parse(String(attach[1]?.body))).toEqual({ subjectID: 'sub-1', attachedFile: '/api/files/subjects/x.pdf' });

    await user.click(screen.getByRole('button', { name: 'Delete Quiz 1.pdf' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this File?');
    expect(await screen.findByText('No files uploaded yet for this subject..')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('button', { name: /Grade 7 - Rizal.*Mathematics/ })).toBeInTheDocument();
  });

  it('alerts the file type text when the upload is refused and attaches nothing', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchMock = classesServer({ uploadStatus: 415 });
    const { user, container } = renderWithProviders(<TeacherClassesScreen title="Classes" />);
    await user.click(await screen.findByRole('button', { name: /Grade 7 - Rizal.*Mathematics/ }));
    await screen.findByRole('heading', { name: 'Mathematics' });

    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['MZ'], 'tool.pdf', { type: 'application/pdf' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('File type not supported! Be sure to only upload PDF|JPG|PNG|JPEG files.'),
    );
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/teachers/attach-subject-file')).toBe(false);
  });
});
