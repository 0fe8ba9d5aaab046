import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { notifyError, notifyInfo, notifyLoading, notifySuccess } from './notify';

describe('notify', () => {
  it('keeps errors and plain toasts 4 s, successes 2 s and loading toasts until replaced', () => {
    const show = vi.spyOn(notifications, 'show');

    notifyError('Nope.');
    notifyInfo('Heads up.');
    notifySuccess('Done.');
    notifyLoading('Uploading…');

    expect(show.mock.calls.map(([toast]) => [toast.message, toast.autoClose])).toEqual([
      ['Nope.', 4000],
      ['Heads up.', 4000],
      ['Done.', 2000],
      ['Uploading…', false],
    ]);
    expect(show.mock.calls[0][0].color).toBe('red');
    expect(show.mock.calls[3][0].loading).toBe(true);
  });
});
