import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/react-query';
import type { AdminUser, GuardianUser, StudentUser, TeacherUser } from '@/types/api';
import type { SignInProviderView } from '@/types/wire';

/** Renders inside the app's providers with a fresh query client and no transitions. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const queryClient = createQueryClient();
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result = render(ui, {
    wrapper: ({ children }) => (
      <AppProvider queryClient={queryClient} env="test">
        {children}
      </AppProvider>
    ),
    ...options,
  });
  return { ...result, user, queryClient };
}

/**
 * Renders `ui` at the address `path` (in a router of its own, as the app's areas are), for a
 * screen that reads or changes the address. `router.state.location` says where it went;
 * `router.navigate(-1)` is the browser's Back.
 */
export function renderAtAddress(ui: ReactElement, path: string, options?: Omit<RenderOptions, 'wrapper'>) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />, options), router };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type FetchHandler = (path: string, init: RequestInit) => Response | Promise<Response>;

/** What every fake server says of the school's Google and Microsoft sign-in, unless told. */
export interface FakeServerOptions {
  /** `GET /api/sign-in/providers`, which every login page asks as it opens: none by default. */
  providers?: SignInProviderView[];
}

/**
 * Replaces `fetch`; the handler sees the request path and init. Returns the mock for assertions.
 * The login pages' question of the school's sign-in providers is answered here (`options`), and
 * not among the mock's calls, so a test sees the calls of what it drives.
 */
export function mockFetch(handler: FetchHandler, { providers = [] }: FakeServerOptions = {}) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  const fetchOf = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    String(input) === '/api/sign-in/providers'
      ? Promise.resolve(jsonResponse(200, { providers }))
      : fetchMock(input, init),
  );
  vi.stubGlobal('fetch', fetchOf);
  return fetchMock;
}

/**
 * What fake servers answer for `GET /api/admins/default-password`: not the built-in default,
 * so a test can tell a value fetched from the server from one written into the front end.
 */
export const SERVER_DEFAULT_PASSWORD = 'Welcome-2031';

/** A promise plus the functions that settle it, to hold a request open mid-test. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

export const adminUser: AdminUser = {
  _id: 'a-1',
  email: 'admin@lyceum.test',
  full_name: 'Administrator',
  must_change_password: false,
};

/** A cashier: a staff account like an administrator's, which sees only Fees. */
export const cashierUser: AdminUser = {
  _id: 'a-2',
  email: 'cashier@lyceum.test',
  full_name: 'Cashier',
  must_change_password: false,
};

export const teacherUser: TeacherUser = {
  _id: 't-1',
  first_name: 'Maria',
  middle_name: null,
  last_name: 'Santos',
  full_name: 'Maria Santos',
  phone: '09171234567',
  email: 'teacher1@demo.lyceum.test',
  image: null,
  birthdate: '1985-04-12',
  address: '12 Mabini St., Manila',
  zoom_link: null,
  zoom_id: null,
  zoom_password: null,
  advisoryClass: [],
  classes: [],
  must_change_password: false,
};

export const studentUser: StudentUser = {
  _id: 's-1',
  first_name: 'Juan',
  middle_name: null,
  last_name: 'Dela Cruz',
  full_name: 'Juan Dela Cruz',
  email: 'student1@demo.lyceum.test',
  address: '3 Rizal Ave., Quezon City',
  image: null,
  birthdate: '2010-09-01',
  category: 'Junior High School',
  categoryID: 'c-1',
  level: 'Grade 7',
  levelID: 'l-1',
  section: 'St. Augustine',
  sectionID: 'sec-1',
  parent_guardian: {
    first_name: 'Rosa',
    middle_name: null,
    last_name: 'Dela Cruz',
    relationship: 'Mother',
    email: null,
    phone_number: null,
  },
  must_change_password: false,
};

export const guardianUser: GuardianUser = {
  _id: 'g-1',
  first_name: 'Rosa',
  middle_name: null,
  last_name: 'Dela Cruz',
  full_name: 'Rosa Dela Cruz',
  email: 'parent1@demo.lyceum.test',
  phone: '09181234567',
  relationship: 'Mother',
  image: null,
  createdAt: '2026-09-01T08:00:00Z',
  must_change_password: false,
  email_alerts: true,
};
