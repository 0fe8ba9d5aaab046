import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { guardianUser, jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import type { FeeAccountView } from '@/types/wire';
import { childAddress } from '../addresses';
import { useChosenChildStore } from '../stores/chosen-child-store';
import { ana, childrenApi, juan } from '../testing/children';
import type { Child } from '../types';
import { GuardianShell } from './guardian-shell';

/** Each child's account of the current year, the balance telling whose it is. */
const accountOf = (child: Child, balanceCentavos: number): FeeAccountView => ({
  student: { _id: child._id, firstName: child.first_name, lastName: child.last_name, lrn: null, levelID: child.levelID, level: child.level, section: child.section },
  schoolYearID: 'y-2026',
  schoolYear: '2026-2027',
  assessed: true,
  planID: null,
  discountIDs: [],
  optionalItemIDs: [],
  entries: [],
  installments: [{ number: 1, dueOn: '2026-07-15', amountCentavos: balanceCentavos, paidCentavos: 0, status: 'upcoming' }],
  balanceCentavos,
  nextDue: { dueOn: '2026-07-15', amountCentavos: balanceCentavos },
  receipts: [],
});

const BALANCES: Record<string, number> = { [ana._id]: 1200000, [juan._id]: 1850050 };

function guardianServer() {
  return mockFetch(
    childrenApi([ana, juan], (path) => {
      if (path === '/api/notifications') return jsonResponse(200, { notifications: [], unread: 0 });
      if (path === '/api/guardians/conversations') return jsonResponse(200, []);
      for (const child of [ana, juan]) {
        if (path === `/api/fees/child?studentID=${child._id}`) return jsonResponse(200, accountOf(child, BALANCES[child._id]));
      }
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
}

const balance = () => screen.findByRole('region', { name: 'Balance' });

describe("the guardian portal's Fees", () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    localStorage.clear();
    useChosenChildStore.setState({ byGuardian: {} });
  });

  it("is in the menu, at its own address with the child's, and shows the chosen child's account", async () => {
    const fetchMock = guardianServer();
    const { user, router } = renderAtAddress(<GuardianShell user={guardianUser} />, `/guardian/teachers?child=${juan._id}`);
    const menu = await screen.findByRole('navigation', { name: 'Guardian menu' });

    await user.click(within(menu).getByRole('button', { name: 'Fees' }));
    expect(await screen.findByRole('heading', { name: 'Fees' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(childAddress('fees', juan._id));
    expect(childAddress('fees', juan._id)).toBe(`/guardian/fees?child=${juan._id}`);
    expect(await within(await balance()).findByText('₱18,500.50')).toBeInTheDocument();

    // Another child chosen: their account.
    await user.click(screen.getByRole('textbox', { name: 'Child' }));
    await user.click(await screen.findByRole('option', { name: ana.full_name }));
    expect(await within(await balance()).findByText('₱12,000.00')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?child=${ana._id}`);
    expect(fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/fees/'))).toEqual([
      `/api/fees/child?studentID=${juan._id}`,
      `/api/fees/child?studentID=${ana._id}`,
    ]);
  });
});
