import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { guardianUser, jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import type { FeeAccountView, FeeRemindersView, NotificationView } from '@/types/wire';
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
  items: [],
  installments: [{ number: 1, dueOn: '2026-07-15', amountCentavos: balanceCentavos, paidCentavos: 0, status: 'upcoming' }],
  balanceCentavos,
  nextDue: { dueOn: '2026-07-15', amountCentavos: balanceCentavos },
  receipts: [],
});

const BALANCES: Record<string, number> = { [ana._id]: 1200000, [juan._id]: 1850050 };

/** The reminder Juan's guardian was sent: his installment due soon. Ana's guardian was sent none. */
const REMINDERS: Record<string, FeeRemindersView> = {
  [juan._id]: { reminders: [{ kind: 'upcoming', dueOn: '2026-07-15', amountCentavos: 1850050, sentAt: '2026-07-12T01:00:00Z', emailed: false }] },
  [ana._id]: { reminders: [] },
};

/** The reminder's notification, as the server lists it, leading to Juan's Fees. */
const REMINDER_NOTIFICATION: NotificationView = {
  _id: 'n-fees',
  kind: 'fees',
  title: '₱18,500.50 due on 15 July 2026 for Juan Dela Cruz',
  body: 'School fees, 2026-2027: the installment due 15 July 2026.',
  link: `/guardian/fees?child=${juan._id}`,
  createdAt: '2026-07-12T01:00:00Z',
  read: false,
};

function guardianServer(notifications: NotificationView[] = []) {
  return mockFetch(
    childrenApi([ana, juan], (path) => {
      if (path === '/api/notifications') return jsonResponse(200, { notifications, unread: notifications.length });
      if (path === '/api/guardians/conversations') return jsonResponse(200, []);
      for (const child of [ana, juan]) {
        if (path === `/api/fees/child?studentID=${child._id}`) return jsonResponse(200, accountOf(child, BALANCES[child._id]));
        if (path === `/api/fees/child-reminders?studentID=${child._id}`) return jsonResponse(200, REMINDERS[child._id]);
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
    expect(await within(screen.getByRole('region', { name: 'Reminders sent' })).findByText('No reminders have been sent.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/fees/'))).toEqual([
      `/api/fees/child?studentID=${juan._id}`,
      `/api/fees/child-reminders?studentID=${juan._id}`,
      `/api/fees/child?studentID=${ana._id}`,
      `/api/fees/child-reminders?studentID=${ana._id}`,
    ]);
  });

  it("lists a fee reminder's notification, without an alert's 'Seen', its link the child's Fees address", async () => {
    guardianServer([REMINDER_NOTIFICATION]);
    const { user } = renderAtAddress(<GuardianShell user={guardianUser} />, `/guardian?child=${ana._id}`);

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const [item] = await within(panel).findAllByRole('listitem');
    expect(within(item).getByText(REMINDER_NOTIFICATION.title)).toBeInTheDocument();
    expect(within(item).getByText(REMINDER_NOTIFICATION.body)).toBeInTheDocument();
    // Not an attendance alert: no 'Seen' or reply under it.
    expect(within(item).queryByRole('button', { name: 'Seen' })).not.toBeInTheDocument();
    const link = within(item).getByRole('link', { name: 'Open' });
    expect(link).toHaveAttribute('href', childAddress('fees', juan._id));
  });

  it("opens at the address a reminder links to on the child it names, with the reminder under 'Reminders sent'", async () => {
    guardianServer();
    renderAtAddress(<GuardianShell user={guardianUser} />, REMINDER_NOTIFICATION.link!);

    expect(await screen.findByRole('heading', { name: 'Fees' })).toBeInTheDocument();
    expect(await within(await balance()).findByText('₱18,500.50')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Child' })).toHaveValue(juan.full_name);
    const sent = await screen.findByRole('table', { name: 'Reminders sent' });
    const row = within(sent).getByRole('rowheader', { name: '7/15/2026' }).closest('tr')!;
    expect(within(row).getByText('Due soon')).toBeInTheDocument();
    expect(row).toHaveTextContent('₱18,500.50');
  });
});
