import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { LoadState, type RetryableLoad } from './load-state';

const load = (state: Partial<RetryableLoad>): RetryableLoad => ({
  isError: false,
  isFetching: true,
  refetch: vi.fn(),
  ...state,
});

describe('LoadState', () => {
  it('shows a spinner named for what is loading, and no retry, while it loads', () => {
    renderWithProviders(<LoadState label="Loading classes" query={load({})} failedText="The classes could not be loaded." />);

    expect(screen.getByRole('status', { name: 'Loading classes' })).toBeInTheDocument();
    expect(screen.queryByText('The classes could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says the load failed and loads again on Try again', async () => {
    const failed = load({ isError: true, isFetching: false });
    const { user } = renderWithProviders(
      <LoadState label="Loading classes" query={failed} failedText="The classes could not be loaded." />,
    );

    expect(screen.getByText('The classes could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading classes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });
});
