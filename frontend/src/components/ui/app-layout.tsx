import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { SchoolBrand } from './school-brand';

export interface AppLayoutProps {
  /** Accessible name of the side menu, e.g. "Admin menu". */
  navLabel: string;
  /** Right side of the top bar (greeting, avatar). */
  headerEnd?: ReactNode;
  /** Side menu items; call `closeNavigation` after a choice so phones show the content. */
  navigation: (closeNavigation: () => void) => ReactNode;
  /** Bottom of the side menu (account items, sign out); `closeNavigation` as for `navigation`. */
  navigationFooter?: (closeNavigation: () => void) => ReactNode;
  children: ReactNode;
}

/** The frame every signed-in area shares: top bar, side menu (a drawer behind a burger on phones), content. */
export function AppLayout({ navLabel, headerEnd, navigation, navigationFooter, children }: AppLayoutProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            <SchoolBrand size="md" logoSize={34} compact />
          </Group>
          {headerEnd}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={navLabel}>
        <AppShell.Section grow component={ScrollArea} type="auto">
          {navigation(close)}
        </AppShell.Section>
        {navigationFooter && <AppShell.Section pt="sm">{navigationFooter(close)}</AppShell.Section>}
      </AppShell.Navbar>

      <AppShell.Main bg="var(--lyceum-color-canvas)">{children}</AppShell.Main>
    </AppShell>
  );
}
