import { NavLink } from '@mantine/core';
import {
  IconBooks,
  IconCalendar,
  IconCash,
  IconChalkboard,
  IconClipboardCheck,
  IconFileDescription,
  IconHistory,
  IconHome,
  IconListNumbers,
  IconNews,
  IconNotes,
  IconSchool,
  IconShieldLock,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { ADMIN_NAV_GROUPS, ADMIN_VIEWS, adminAddress, viewsOfGroup, type AdminNavGroup, type AdminView } from '../views';

const GROUP_ICONS: Record<AdminNavGroup, Icon> = {
  Home: IconHome,
  Teachers: IconChalkboard,
  Students: IconSchool,
  Guardians: IconUsersGroup,
  Classes: IconBooks,
  'School year': IconCalendar,
  Attendance: IconClipboardCheck,
  Grades: IconListNumbers,
  Records: IconFileDescription,
  Fees: IconCash,
  'News and updates': IconNews,
  'General Newsletters / Memos': IconNotes,
  'Audit log': IconHistory,
  Administrators: IconShieldLock,
};

export interface AdminNavProps {
  /** The views the signed-in staff may open: only their groups are listed. */
  views: readonly AdminView[];
  /** The view the address names, if any. */
  activeView: AdminView | null;
  /** Called after a view is chosen (closes the drawer on phones). */
  onNavigate: () => void;
}

/**
 * Grouped dropdown menu of the views one may open, each going to its address; the group holding
 * the active view starts open, and so does a menu of one group (a cashier's Fees).
 */
export function AdminNav({ views: allowed, activeView, onNavigate }: AdminNavProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const groups = ADMIN_NAV_GROUPS.map((group) => ({
    group,
    views: viewsOfGroup(group).filter((view) => allowed.includes(view)),
  })).filter(({ views }) => views.length > 0);

  return groups.map(({ group, views }) => {
    const GroupIcon = GROUP_ICONS[group];
    return (
      <NavLink
        key={group}
        component="button"
        type="button"
        label={group}
        leftSection={<GroupIcon size={20} stroke={1.6} />}
        defaultOpened={groups.length === 1 || (activeView !== null && views.includes(activeView))}
        childrenOffset={28}
        fw={600}
      >
        {views.map((view) => {
          const active = view === activeView;
          return (
            <NavLink
              key={view}
              component="button"
              type="button"
              label={ADMIN_VIEWS[view].label}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={() => {
                const to = adminAddress(view);
                // A menu choice starts its screen afresh (`visit`), the entry shown without adding
                // a history entry.
                void navigate(to, { replace: to === pathname, flushSync: true, state: { visit: Date.now() } });
                onNavigate();
              }}
            />
          );
        })}
      </NavLink>
    );
  });
}
