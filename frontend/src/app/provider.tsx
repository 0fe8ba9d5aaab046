import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOAST_LIMIT } from '@/lib/notify';
import { queryClient as appQueryClient } from '@/lib/react-query';
import { cssVariablesResolver, theme } from './theme';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh client; the app uses its single one. */
  queryClient?: QueryClient;
  /** `test` turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/**
 * The app's providers. The theme follows the device until a person picks Light or Dark under
 * 'Theme' in their menu; Mantine keeps that choice in this browser's storage
 * (public/color-scheme.js reads it before the first paint).
 */
export function AppProvider({ children, queryClient = appQueryClient, env = 'default' }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" env={env}>
      <Notifications limit={TOAST_LIMIT} position="top-right" zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
