import { Button, Title } from '@mantine/core';
import { IconHome, IconMessages, IconUser } from '@tabler/icons-react';
import { screen, within } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountDialogStore } from '@/components/account';
import { jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import { createPortalMenu } from './portal-menu';
import { PortalShell } from './portal-shell';
import type { PortalDefinition, PortalScreenProps, PortalUser } from './types';

/** A portal no one has built yet (a guardian's), configured the way the real ones are. */
interface GuardianUser extends PortalUser {
  relationship: string;
}

const guardian: GuardianUser = {
  _id: 'g-1',
  first_name: 'Rosa',
  full_name: 'Rosa Dela Cruz',
  image: null,
  relationship: 'Mother',
};

type GuardianItem = 'home' | 'profile' | 'messages';

const useGuardianMenu = createPortalMenu<GuardianItem>({
  base: '/guardian',
  home: 'home',
  paths: { home: '', profile: 'profile', messages: 'messages' },
});
const liveUsers = vi.fn();

function Screen({ user, title, goHome }: PortalScreenProps<GuardianUser>) {
  return (
    <>
      <Title order={2}>{title}</Title>
      <p>{`Signed in as the ${user.relationship.toLowerCase()}`}</p>
      <Button onClick={goHome}>Back</Button>
    </>
  );
}

function Live({ user }: { user: GuardianUser }) {
  liveUsers(user._id);
  return null;
}

function portal(avatar: PortalDefinition<GuardianItem, GuardianUser>['avatar']): PortalDefinition<GuardianItem, GuardianUser> {
  return {
    navLabel: 'Guardian menu',
    useMenu: useGuardianMenu,
    avatar,
    Live,
    menu: {
      home: { icon: IconHome, label: () => 'Home', title: () => 'News and announcements', Screen },
      profile: { icon: IconUser, label: (user) => user.full_name, Screen },
      messages: { icon: IconMessages, label: () => 'Messages', Screen, Badge: () => <span>3</span> },
    },
  };
}

describe('PortalShell', () => {
  beforeEach(() => {
    useAccountDialogStore.setState({ open: null });
    liveUsers.mockClear();
  });

  it('greets the user, shows their picture, opens on the home item and keeps the live part mounted', () => {
    renderAtAddress(<PortalShell portal={portal('picture')} user={guardian} />, '/guardian');

    expect(screen.getByText('Hi, Rosa!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rosa Dela Cruz' })).toHaveAttribute('src', '/default-avatar.svg');
    expect(screen.getByRole('heading', { name: 'News and announcements' })).toBeInTheDocument();
    expect(liveUsers).toHaveBeenCalledWith('g-1');
  });

  it('shows the notification bell in the top bar of a portal that has one, and none otherwise', () => {
    const Bell = () => <button type="button">Notifications</button>;
    const { unmount } = renderAtAddress(<PortalShell portal={portal('picture')} user={guardian} />, '/guardian');
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    unmount();

    renderAtAddress(<PortalShell portal={{ ...portal('picture'), Bell }} user={guardian} />, '/guardian');
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('lists the menu in order with Sign Out last, and a menu item click shows its screen', async () => {
    const { user } = renderAtAddress(<PortalShell portal={portal('picture')} user={guardian} />, '/guardian');
    const nav = screen.getByRole('navigation', { name: 'Guardian menu' });

    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Home',
      'Rosa Dela Cruz',
      'Messages3',
      'Change password',
      'Passkeys',
      "Where you're signed in",
      'Sign out everywhere',
      'Sign Out',
    ]);
    expect(within(nav).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Rosa Dela Cruz' }));

    // Without a title of its own, the screen's heading is its menu label.
    expect(screen.getByRole('heading', { name: 'Rosa Dela Cruz' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'News and announcements' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Rosa Dela Cruz' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Signed in as the mother')).toBeInTheDocument();
  });

  it('lets a screen return to the home item', async () => {
    const { user, router } = renderAtAddress(<PortalShell portal={portal('picture')} user={guardian} />, '/guardian');

    await user.click(screen.getByRole('button', { name: /^Messages/ }));
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('heading', { name: 'News and announcements' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/guardian');
  });

  it('keeps the chosen screen in the address: a link opens it, Back and Forward move between screens', async () => {
    const { user, router } = renderAtAddress(<PortalShell portal={portal('picture')} user={guardian} />, '/guardian/profile');
    expect(screen.getByRole('heading', { name: 'Rosa Dela Cruz' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Messages/ }));
    expect(router.state.location.pathname).toBe('/guardian/messages');
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'Rosa Dela Cruz' })).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  });

  it('carries over to the next screen the search parameters the portal keeps, and only those', async () => {
    const useKeepingMenu = createPortalMenu<GuardianItem>({
      base: '/guardian',
      home: 'home',
      paths: { home: '', profile: 'profile', messages: 'messages' },
      keepSearch: ['child'],
    });
    const keeping = { ...portal('picture'), useMenu: useKeepingMenu };
    const { user, router } = renderAtAddress(<PortalShell portal={keeping} user={guardian} />, '/guardian/profile?child=s-2&tab=x');

    await user.click(screen.getByRole('button', { name: /^Messages/ }));
    expect(router.state.location.pathname).toBe('/guardian/messages');
    expect(router.state.location.search).toBe('?child=s-2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/guardian');
    expect(router.state.location.search).toBe('?child=s-2');
  });

  it('leaves the search behind on a menu choice of a portal that keeps none', async () => {
    const { user, router } = renderAtAddress(<PortalShell portal={portal('picture')} user={guardian} />, '/guardian/profile?child=s-2');

    await user.click(screen.getByRole('button', { name: /^Messages/ }));
    expect(router.state.location.pathname).toBe('/guardian/messages');
    expect(router.state.location.search).toBe('');
  });

  it.each(['/guardian/nowhere', '/guardian/messages/extra', '/elsewhere'])(
    'says "Page not found" at %s, with the way back to the portal\'s home',
    async (path) => {
      const { user, router } = renderAtAddress(<PortalShell portal={portal('picture')} user={guardian} />, path);

      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByText('Signed in as the mother')).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Go to the start' }));

      expect(router.state.location.pathname).toBe('/guardian');
      expect(screen.getByRole('heading', { name: 'News and announcements' })).toBeInTheDocument();
    },
  );

  it("says \"Page not found\" at the address of an item this user does not have", () => {
    const withHidden = portal('picture');
    withHidden.menu.messages = { ...withHidden.menu.messages, shown: () => false };
    renderAtAddress(<PortalShell portal={withHidden} user={guardian} />, '/guardian/messages');

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Messages/ })).not.toBeInTheDocument();
  });

  it("lists an item only as its menu gate allows, its address opening its screen either way", () => {
    const gated = portal('picture');
    const ClosedGate = () => null;
    gated.menu.messages = { ...gated.menu.messages, MenuGate: ClosedGate };
    const { unmount } = renderAtAddress(<PortalShell portal={gated} user={guardian} />, '/guardian/messages');

    const nav = screen.getByRole('navigation', { name: 'Guardian menu' });
    expect(within(nav).queryByRole('button', { name: /^Messages/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    unmount();

    const OpenGate = ({ children }: { children: ReactNode }) => <>{children}</>;
    gated.menu.messages = { ...gated.menu.messages, MenuGate: OpenGate };
    renderAtAddress(<PortalShell portal={gated} user={guardian} />, '/guardian');
    expect(
      within(screen.getByRole('navigation', { name: 'Guardian menu' }))
        .getAllByRole('button')
        .slice(0, 3)
        .map((button) => button.textContent),
    ).toEqual(['Home', 'Rosa Dela Cruz', 'Messages3']);
  });

  it('signs out from the side menu through the API and reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'Signed out.' }));
    const { user } = renderAtAddress(<PortalShell portal={portal('picture')} user={guardian} />, '/guardian');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Guardian menu' })).getByRole('button', { name: 'Sign Out' }),
    );

    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('opens Change password and Sign out everywhere from the account menu the top bar picture opens', async () => {
    const { user } = renderAtAddress(<PortalShell portal={portal('account-menu')} user={guardian} />, '/guardian');

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password', { exact: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('dialog', { name: 'Sign out everywhere?' })).toBeInTheDocument();
  });

  it('offers Light, Dark and Follow device in the account menu the top bar picture opens, the chosen one current', async () => {
    const { user } = renderAtAddress(<PortalShell portal={portal('account-menu')} user={guardian} />, '/guardian');

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Follow device' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Dark' }));

    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Dark' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitem', { name: 'Follow device' })).not.toHaveAttribute('aria-current');
    window.localStorage.removeItem('mantine-color-scheme-value');
  });

  it('signs out from the account menu the top bar picture opens', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'Signed out.' }));
    const { user } = renderAtAddress(<PortalShell portal={portal('account-menu')} user={guardian} />, '/guardian');

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
