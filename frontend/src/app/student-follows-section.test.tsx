import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StudentShell } from '@/features/student-portal';
import { useSessionStore } from '@/lib/session-store';
import { FakeSocket } from '@/testing/fake-socket';
import { jsonResponse, mockFetch, renderAtAddress, studentUser } from '@/testing/test-utils';
import { AreaGate } from './area-gate';

const moved = { ...studentUser, level: 'Grade 8', levelID: 'l-2', section: 'Mabini', sectionID: 'sec-2' };
const unplaced = { ...studentUser, category: null, categoryID: null, level: null, levelID: null, section: null, sectionID: null };

function sectionAnswer(id: string, name: string, level: string) {
  return {
    section: { _id: id, section: name, level: 'l', levelName: level, category: 'c-1', categoryName: 'Junior High School', adviser: null, adviserName: null, files: [] },
    adviser: null,
  };
}

describe('A student portal following its section live', () => {
  let placement = studentUser;
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    placement = studentUser;
    useSessionStore.setState({ session: null });
    mockFetch((path, init) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as { id?: string }) : {};
      switch (path) {
        case '/api/session':
          return jsonResponse(200, { role: 'student', user: placement });
        case '/api/students/get-section':
          // The server refuses a section the student has left, as the real one does.
          if (body.id !== placement.sectionID) return jsonResponse(403, { message: 'You are not in this section.' });
          return jsonResponse(200, body.id === 'sec-2' ? sectionAnswer('sec-2', 'Mabini', 'Grade 8') : sectionAnswer('sec-1', 'St. Augustine', 'Grade 7'));
        case '/api/students/get-subjects':
        case '/api/students/get-teachers':
        case '/api/students/conversations':
          return jsonResponse(200, []);
        default:
          return jsonResponse(200, []);
      }
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the new section, then none, in the menu and on the Class page without a reload', async () => {
    renderAtAddress(<AreaGate role="student" login={<p>login</p>} shell={(session) => <StudentShell user={session.user} />} />, '/student/class');
    const nav = await screen.findByRole('navigation', { name: 'Student menu' });
    expect(await screen.findByText('Grade 7 - St. Augustine', { selector: 'p' })).toBeInTheDocument();
    act(() => FakeSocket.all[0]!.open());

    placement = moved;
    act(() => FakeSocket.all[0]!.push({ type: 'sectionChanged', data: { sectionID: 'sec-2' } }));
    expect(await within(nav).findByRole('button', { name: 'Grade 8 - Mabini' })).toBeInTheDocument();
    expect(await screen.findByText('Grade 8 - Mabini', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('You are not in this section.')).not.toBeInTheDocument();

    placement = unplaced;
    act(() => FakeSocket.all[0]!.push({ type: 'sectionChanged', data: { sectionID: null } }));
    expect(await within(nav).findByRole('button', { name: 'My Class' })).toBeInTheDocument();
    expect(await screen.findByText('You are not in a class yet.')).toBeInTheDocument();
  });

  it('ignores other pushes: the session is not read again for a message', async () => {
    const fetchMock = vi.mocked(fetch);
    renderAtAddress(<AreaGate role="student" login={<p>login</p>} shell={(session) => <StudentShell user={session.user} />} />, '/student/class');
    await screen.findByText('Grade 7 - St. Augustine', { selector: 'p' });
    act(() => FakeSocket.all[0]!.open());
    const before = fetchMock.mock.calls.filter(([path]) => path === '/api/session').length;
    act(() => FakeSocket.all[0]!.push({ type: 'getOnlineUsers', data: [] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/session').length).toBe(before);
  });
});
