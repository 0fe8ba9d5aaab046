import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveFor } from '@/lib/leave-for';
import { deferred, jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import { bodyOf, CHILD_ACCOUNT } from '../testing/fees';
import { useOnlineCheckoutStore } from '../stores/online-checkout-store';
import type { FeeAccountView } from '../types';
import { ChildFeesScreen } from './child-fees-screen';
import { CONFIRM_EVERY_MS, PAYMENT_BEING_CONFIRMED, PAYMENT_RECEIVED } from '../hooks/use-payment-return';

vi.mock('@/lib/leave-for', () => ({ leaveFor: vi.fn() }));

const CHILD_PATH = '/api/fees/child?studentID=s-1';
const CHECKOUT_PATH = '/api/fees/checkout';
const CHECKOUT_URL = 'https://checkout.paymongo.test/cs_test_1';

/** Juan's account once the online payment is posted: a receipt of its own, the balance lower. */
const PAID_ONLINE: FeeAccountView = {
  ...CHILD_ACCOUNT,
  balanceCentavos: CHILD_ACCOUNT.balanceCentavos - 300000,
  receipts: [
    ...CHILD_ACCOUNT.receipts,
    { ...CHILD_ACCOUNT.receipts[0], _id: 'r-125', number: 125, amountCentavos: 300000, method: 'e-wallet', reference: 'pay_1', cashier: 'Online payment' },
  ],
};

/** The guardian's calls: the account answered by `account`, each checkout by `checkout`. */
function payServer({ account = () => jsonResponse(200, CHILD_ACCOUNT), checkout }: { account?: () => Response; checkout?: () => Response | Promise<Response> }) {
  return mockFetch((path, init) => {
    if (path === CHILD_PATH) return account();
    if (path.startsWith('/api/fees/child-reminders')) return jsonResponse(200, { reminders: [] });
    if (path === CHECKOUT_PATH && init.method === 'POST' && checkout) return checkout();
    return jsonResponse(404, { message: `unexpected ${init.method ?? 'GET'} ${path}` });
  });
}

const renderFees = (address = '/guardian/fees?child=s-1') => renderAtAddress(<ChildFeesScreen studentID="s-1" title="Fees" />, address);
const nextDue = () => screen.findByRole('region', { name: 'Next due' });

describe("the guardian's 'Pay online'", () => {
  beforeEach(() => {
    vi.mocked(leaveFor).mockClear();
    useOnlineCheckoutStore.setState({ receiptsBefore: {} });
  });
  afterEach(() => sessionStorage.clear());

  it("starts a checkout for the child and sends the browser to the provider's page, loading meanwhile", async () => {
    const answer = deferred<Response>();
    const fetchMock = payServer({ checkout: () => answer.promise });
    const { user } = renderFees();

    const pay = within(await nextDue()).getByRole('button', { name: 'Pay online' });
    await user.click(pay);
    await waitFor(() => expect(pay).toHaveAttribute('data-loading', 'true'));
    answer.resolve(jsonResponse(201, { checkoutUrl: CHECKOUT_URL, amountCentavos: 300000, dueOn: '2026-08-15' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(CHECKOUT_URL));
    const checkouts = fetchMock.mock.calls.filter(([path]) => path === CHECKOUT_PATH);
    expect(checkouts.map(([, init]) => [init?.method, bodyOf(init)])).toEqual([['POST', { studentID: 's-1' }]]);
    // Still loading while the browser leaves; the receipts so far kept to tell the new one apart.
    expect(pay).toHaveAttribute('data-loading', 'true');
    expect(useOnlineCheckoutStore.getState().receiptsBefore).toEqual({ 's-1': ['r-123', 'r-124'] });
  });

  it("says the server's refusal in place and stays on the screen", async () => {
    payServer({ checkout: () => jsonResponse(409, { message: 'Your school does not take payments online.' }) });
    const { user } = renderFees();

    const card = await nextDue();
    await user.click(within(card).getByRole('button', { name: 'Pay online' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('Your school does not take payments online.');
    expect(leaveFor).not.toHaveBeenCalled();
    expect(within(card).getByRole('button', { name: 'Pay online' })).not.toHaveAttribute('data-loading');
    // Said in place, not also as a toast.
    expect(screen.getAllByText('Your school does not take payments online.')).toHaveLength(1);
  });

  it('is not offered when nothing is due', async () => {
    payServer({ account: () => jsonResponse(200, { ...CHILD_ACCOUNT, balanceCentavos: 0, nextDue: null }) });
    renderFees();

    expect(await within(await nextDue()).findByText('Nothing due')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay online' })).not.toBeInTheDocument();
  });

  it('back with paid=1: says the payment is being confirmed, reads the account again until its receipt is there, then that it is received', async () => {
    useOnlineCheckoutStore.getState().leave('s-1', ['r-123', 'r-124']);
    let reads = 0;
    const fetchMock = payServer({
      account: () => {
        reads += 1;
        return jsonResponse(200, reads === 1 ? CHILD_ACCOUNT : PAID_ONLINE);
      },
    });
    const { router } = renderFees('/guardian/fees?child=s-1&paid=1');

    expect(await screen.findByText(PAYMENT_BEING_CONFIRMED)).toBeInTheDocument();
    expect(PAYMENT_BEING_CONFIRMED).toBe('Thank you: your payment is being confirmed. Your receipt appears here once the provider confirms it.');
    expect(await screen.findByText(PAYMENT_RECEIVED, {}, { timeout: CONFIRM_EVERY_MS + 3_000 })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_RECEIVED).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(PAYMENT_BEING_CONFIRMED)).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Receipts' })).getByRole('rowheader', { name: '000125' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Balance' })).getByText('₱10,500.50')).toBeInTheDocument();
    // Received: no more reads, `paid` gone from the address (a reload says nothing), the receipts kept forgotten.
    expect(router.state.location.search).toBe('?child=s-1');
    expect(useOnlineCheckoutStore.getState().receiptsBefore).toEqual({});
    const readsThen = fetchMock.mock.calls.filter(([path]) => path === CHILD_PATH).length;
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_EVERY_MS + 200));
    expect(fetchMock.mock.calls.filter(([path]) => path === CHILD_PATH)).toHaveLength(readsThen);
  }, 15_000);

  it('back with paid=1 after the receipt was already posted: says at once that it is received', async () => {
    useOnlineCheckoutStore.getState().leave('s-1', ['r-123', 'r-124']);
    payServer({ account: () => jsonResponse(200, PAID_ONLINE) });
    renderFees('/guardian/fees?child=s-1&paid=1');

    expect(await screen.findByText(PAYMENT_RECEIVED)).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_BEING_CONFIRMED)).not.toBeInTheDocument();
  });

  it('back without paying (cancelled): says nothing of a payment', async () => {
    useOnlineCheckoutStore.getState().leave('s-1', ['r-123', 'r-124']);
    payServer({});
    renderFees('/guardian/fees?child=s-1');

    expect(await nextDue()).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_BEING_CONFIRMED)).not.toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_RECEIVED)).not.toBeInTheDocument();
  });
});
