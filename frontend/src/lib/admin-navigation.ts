import { createContext, useContext } from 'react';

/**
 * Screen switches one admin screen offers towards another without importing it (features do
 * not import each other): the admin shell provides them, and a screen rendered elsewhere,
 * such as in a test, simply has none.
 */
export interface AdminNavigation {
  /** Opens 'Create account for teacher'. */
  openCreateTeacher?: () => void;
}

export const AdminNavigationContext = createContext<AdminNavigation>({});

export function useAdminNavigation(): AdminNavigation {
  return useContext(AdminNavigationContext);
}
