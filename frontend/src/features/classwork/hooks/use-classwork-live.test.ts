import { QueryClient } from '@tanstack/react-query';
import { classworkKeys } from '../api/query-keys';
import { refreshClassworkOn } from './use-classwork-live';

/** A client holding a stream and a classwork list, both fresh. */
function clientWithBoth() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(classworkKeys.studentStream(), { announcements: [] });
  client.setQueryData(classworkKeys.child('s1'), { todo: [], missing: [], done: [] });
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe('refreshClassworkOn', () => {
  it('makes the class streams stale on an announcement, and leaves the classwork lists', () => {
    const client = clientWithBoth();
    refreshClassworkOn(client, { type: 'notification', data: { _id: 'n1', kind: 'announcement', title: 'Field trip' } });
    expect([stale(client, classworkKeys.studentStream()), stale(client, classworkKeys.child('s1'))]).toEqual([true, false]);
  });

  it('makes the classwork lists stale when work is returned or goes missing', () => {
    const client = clientWithBoth();
    refreshClassworkOn(client, { type: 'notification', data: { _id: 'n2', kind: 'classwork', title: 'Returned' } });
    expect(stale(client, classworkKeys.child('s1'))).toBe(true);
  });

  it('leaves both alone for other notifications, and makes both stale after a reconnect', () => {
    const client = clientWithBoth();
    refreshClassworkOn(client, { type: 'notification', data: { _id: 'n3', kind: 'attendance', title: 'Absent' } });
    refreshClassworkOn(client, { type: 'notification', data: null });
    refreshClassworkOn(client, { type: 'childrenChanged' });
    expect([stale(client, classworkKeys.studentStream()), stale(client, classworkKeys.child('s1'))]).toEqual([false, false]);
    refreshClassworkOn(client, { type: 'reconnected' });
    expect([stale(client, classworkKeys.studentStream()), stale(client, classworkKeys.child('s1'))]).toEqual([true, true]);
  });
});
