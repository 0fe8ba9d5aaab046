import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { ReportCardSettings } from '../types';
import { ReportCardSettingsForm } from './report-card-settings-form';

const SAVED: ReportCardSettings = { paper: 'a4', schoolName: 'Lyceum Academy', schoolID: '', region: '', division: '' };

describe('ReportCardSettingsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends DepEd's school ID, region and division with the paper and the school's name", async () => {
    const fetchMock = mockFetch((_, init) => jsonResponse(200, JSON.parse(String(init.body))));
    const { user } = renderWithProviders(<ReportCardSettingsForm settings={SAVED} />);
    await user.type(screen.getByRole('textbox', { name: 'School ID' }), '136114');
    await user.type(screen.getByRole('textbox', { name: 'Region' }), 'NCR');
    await user.type(screen.getByRole('textbox', { name: 'Division' }), 'Manila');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/grades/settings');
    expect(JSON.parse(String(init?.body))).toEqual({
      paper: 'a4',
      schoolName: 'Lyceum Academy',
      schoolID: '136114',
      region: 'NCR',
      division: 'Manila',
    });
  });

  it('says beside the field that a school ID has 6 digits, and sends nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, { message: 'unexpected' }));
    const { user } = renderWithProviders(<ReportCardSettingsForm settings={SAVED} />);
    const id = screen.getByRole('textbox', { name: 'School ID' });
    await user.type(id, '13611');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A school ID has 6 digits.')).toBeVisible();
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal beside its field", async () => {
    mockFetch(() => jsonResponse(400, { message: 'Check the highlighted fields.', errors: { region: 'Use at most 100 characters.' } }));
    const { user } = renderWithProviders(<ReportCardSettingsForm settings={SAVED} />);
    await user.type(screen.getByRole('textbox', { name: 'Region' }), 'NCR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most 100 characters.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Region' })).toHaveAttribute('aria-invalid', 'true');
  });
});
