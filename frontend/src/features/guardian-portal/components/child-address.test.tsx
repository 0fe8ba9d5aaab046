import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { guardianUser, jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import { useChosenChildStore } from '../stores/chosen-child-store';
import { ana, childrenApi, juan } from '../testing/children';
import type { Child, ChildTeachers } from '../types';
import { GuardianShell } from './guardian-shell';

/** What the server answers for a real student who is not this guardian's. */
const NOT_LINKED = 'This student is not linked to your account.';
/** A real student of the school, not linked to this guardian. */
const OTHERS_CHILD = 's-9';

/** Each child's teachers, the adviser named after the child so the screen shows whose they are. */
const teachersOf = (child: Child): ChildTeachers => ({
  adviser: { _id: `t-${child._id}`, full_name: `Adviser of ${child.first_name}`, image: null },
  subjects: [{ _id: 'm', name: 'Mathematics', teacher: null }],
});

/**
 * The guardian's calls: Ana and Juan linked; a call about another student is refused (403) and
 * one about an id no student has is not found (404), as the server answers them.
 */
function guardianServer() {
  return mockFetch(
    childrenApi([ana, juan], (path) => {
      if (path === '/api/notifications') return jsonResponse(200, { notifications: [], unread: 0 });
      if (path === '/api/guardians/conversations') return jsonResponse(200, []);
      for (const child of [ana, juan]) {
        if (path === `/api/guardians/children/${child._id}/teachers`) return jsonResponse(200, teachersOf(child));
        if (path === `/api/guardians/absence-notes?studentID=${child._id}`) return jsonResponse(200, { notes: [] });
      }
      if (path.startsWith(`/api/guardians/children/${OTHERS_CHILD}/`)) return jsonResponse(403, { message: NOT_LINKED });
      if (path.startsWith('/api/guardians/children/')) return jsonResponse(404, { message: 'This student does not exist.' });
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
}

const renderShell = (path: string) => renderAtAddress(<GuardianShell user={guardianUser} />, path);
const teachersTable = (child: Child) => screen.findByRole('table', { name: `Subject teachers of ${child.full_name}` });
const remembered = () => useChosenChildStore.getState().byGuardian[guardianUser._id];

describe("the guardian portal's child in the address (?child=)", () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    localStorage.clear();
    // This browser last chose Juan: the address must win over it.
    useChosenChildStore.setState({ byGuardian: { [guardianUser._id]: juan._id } });
    guardianServer();
  });

  it('shows the child the address names, and remembers it for a bare address', async () => {
    renderShell(`/guardian/teachers?child=${ana._id}`);

    expect(await teachersTable(ana)).toBeInTheDocument();
    expect(screen.getByText('Adviser of Ana')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Child' })).toHaveValue(ana.full_name);
    await waitFor(() => expect(remembered()).toBe(ana._id));
  });

  it('names the shown child in a bare address, without a new history entry', async () => {
    const { router } = renderShell('/guardian/teachers');

    expect(await teachersTable(juan)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?child=${juan._id}`));
    expect(router.state.location.pathname).toBe('/guardian/teachers');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('switches the child in the address, and Back returns to the child shown before', async () => {
    const { user, router } = renderShell(`/guardian/teachers?child=${ana._id}`);
    expect(await teachersTable(ana)).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Child' }));
    await user.click(await screen.findByRole('option', { name: juan.full_name }));

    expect(router.state.location.pathname).toBe('/guardian/teachers');
    expect(router.state.location.search).toBe(`?child=${juan._id}`);
    expect(await teachersTable(juan)).toBeInTheDocument();
    expect(remembered()).toBe(juan._id);

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe(`?child=${ana._id}`);
    expect(await teachersTable(ana)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Child' })).toHaveValue(ana.full_name);
  });

  it('keeps the child on a menu choice', async () => {
    const { user, router } = renderShell(`/guardian/teachers?child=${ana._id}`);
    expect(await teachersTable(ana)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Guardian menu' });

    await user.click(within(menu).getByRole('button', { name: 'Absence notes' }));
    expect(router.state.location.pathname).toBe('/guardian/absence-notes');
    expect(router.state.location.search).toBe(`?child=${ana._id}`);
    expect(await screen.findByText('You have not written an absence note for Ana yet.')).toBeInTheDocument();

    // Through a screen not about a child and back: still Ana.
    await user.click(within(menu).getByRole('button', { name: /^Messages/ }));
    expect(router.state.location.search).toBe(`?child=${ana._id}`);
    await user.click(within(menu).getByRole('button', { name: 'Teachers' }));
    expect(router.state.location.search).toBe(`?child=${ana._id}`);
    expect(await teachersTable(ana)).toBeInTheDocument();
  });

  it('says "Page not found" for an id no student has, with the way back', async () => {
    const { user, router } = renderShell('/guardian/teachers?child=made-up-id');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(remembered()).toBe(juan._id);

    await user.click(screen.getByRole('link', { name: 'Go to the start' }));
    expect(router.state.location.pathname).toBe('/guardian');
  });

  it("shows the server's refusal for a student who is not the guardian's, with the way back", async () => {
    const { user, router } = renderShell(`/guardian/teachers?child=${OTHERS_CHILD}`);

    expect(await screen.findByText(NOT_LINKED)).toBeInTheDocument();
    // Said once, on the screen: no toast repeats it.
    expect(screen.getAllByText(NOT_LINKED)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Teachers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    // The switcher still offers the guardian's own children, none of them shown.
    expect(screen.getByRole('textbox', { name: 'Child' })).toHaveValue('');
    expect(remembered()).toBe(juan._id);

    await user.click(screen.getByRole('link', { name: 'Go to the start' }));
    expect(router.state.location.pathname).toBe('/guardian');
  });
});
