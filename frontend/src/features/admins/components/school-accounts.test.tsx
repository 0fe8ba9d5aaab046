import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { ProviderSettingsView } from '@/types/wire';
import { SchoolAccounts } from './school-accounts';

const GOOGLE: ProviderSettingsView = {
  provider: 'google',
  name: 'Google',
  enabled: false,
  client_id: '',
  has_secret: false,
  allowed_domains: [],
  tenant: '',
  redirect_uri: 'https://lyceum.school.example/api/sign-in/google/callback',
};
const MICROSOFT: ProviderSettingsView = {
  ...GOOGLE,
  provider: 'microsoft',
  name: 'Microsoft',
  redirect_uri: 'https://lyceum.school.example/api/sign-in/microsoft/callback',
};
const TENANT_MISSING = 'Enter the directory (tenant) ID, as Microsoft Entra shows it.';

describe('School accounts', () => {
  it('turns Google on with the client, the secret and the domains, and keeps the secret out of sight', async () => {
    const fetchMock = mockFetch((_, init) =>
      init.method === 'POST'
        ? jsonResponse(200, { providers: [{ ...GOOGLE, enabled: true, client_id: 'abc.apps', has_secret: true, allowed_domains: ['school.edu.ph'] }, MICROSOFT] })
        : jsonResponse(200, { providers: [GOOGLE, MICROSOFT] }),
    );
    const { user } = renderWithProviders(<SchoolAccounts />);
    const google = await screen.findByRole('region', { name: 'Google accounts' });
    expect(within(google).getByText(GOOGLE.redirect_uri)).toBeInTheDocument();
    expect(within(google).queryByLabelText('Directory (tenant) ID')).not.toBeInTheDocument();

    await user.click(within(google).getByRole('switch', { name: "Offer 'Sign in with Google'" }));
    await user.type(within(google).getByLabelText('Client ID'), 'abc.apps');
    await user.type(within(google).getByLabelText('Client secret'), 'shh');
    await user.type(within(google).getByLabelText(/^E-mail domains/), 'school.edu.ph');
    await user.click(within(google).getByRole('button', { name: 'Save Google sign-in' }));

    expect(await screen.findByText("'Sign in with Google' is on.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admins/school-accounts',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ provider: 'google', enabled: true, client_id: 'abc.apps', client_secret: 'shh', allowed_domains: 'school.edu.ph', tenant: '' }),
      }),
    );
    expect(within(google).getByLabelText('Client secret')).toHaveValue('');
  });

  it("shows the server's word beside each field of Microsoft's", async () => {
    mockFetch((_, init) =>
      init.method === 'POST'
        ? jsonResponse(400, { message: TENANT_MISSING, errors: { tenant: TENANT_MISSING, client_id: 'Enter the client ID the provider gave the school.' } })
        : jsonResponse(200, { providers: [GOOGLE, MICROSOFT] }),
    );
    const { user } = renderWithProviders(<SchoolAccounts />);
    const microsoft = await screen.findByRole('region', { name: 'Microsoft accounts' });
    await user.click(within(microsoft).getByRole('switch', { name: "Offer 'Sign in with Microsoft'" }));
    await user.click(within(microsoft).getByRole('button', { name: 'Save Microsoft sign-in' }));
    expect(await within(microsoft).findByText(TENANT_MISSING)).toBeInTheDocument();
    expect(within(microsoft).getByLabelText('Directory (tenant) ID')).toHaveAttribute('aria-invalid', 'true');
    expect(within(microsoft).getByText('Enter the client ID the provider gave the school.')).toBeInTheDocument();
  });
});
