import type { Icon } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import type { PortalMenuHook } from './portal-menu';

/** What a portal shell needs of the signed-in user: the greeting, the picture and the live channel's id. */
export interface PortalUser {
  _id: string;
  first_name: string;
  full_name: string;
  /** Stored image path, or null for the default picture. */
  image: string | null;
}

/** What every portal screen is given. */
export interface PortalScreenProps<U extends PortalUser> {
  user: U;
  /** The content panel's heading. */
  title: string;
  /** Back to the portal's first menu item (the student's Messages back button uses it). */
  goHome: () => void;
}

/** One side-menu item of a portal and the screen it shows. */
export interface PortalMenuEntry<U extends PortalUser> {
  icon: Icon;
  /** Side-menu label (a person's name, say, for the profile). */
  label: (user: U) => string;
  /** Heading of the content panel; the label when left out. */
  title?: (user: U) => string;
  Screen: ComponentType<PortalScreenProps<U>>;
  /** Shown beside the label, e.g. the unread count of Messages. */
  Badge?: ComponentType;
  /** Whether this user has the item (a teacher's 'Advisory grades' only for advisers); always when left out. */
  shown?: (user: U) => boolean;
  /**
   * Wraps the item's menu link, to list it only while what the server says allows it (a
   * student's 'Fees' while the school shows students their fees). Unlike `shown`, the item's
   * address still opens its screen, which says why it cannot show anything.
   */
  MenuGate?: ComponentType<{ children: ReactNode }>;
}

/**
 * Everything that differs between one portal and another (students, teachers and guardians):
 * the menu with its screens, the menu's name, what the top bar's picture does, whether it has a
 * notification bell, what shows above every screen, and what stays mounted while the user is
 * signed in.
 */
export interface PortalDefinition<Item extends string, U extends PortalUser> {
  /** Accessible name of the side menu, e.g. "Student menu". */
  navLabel: string;
  /** The menu items in the order they are listed. */
  menu: Record<Item, PortalMenuEntry<U>>;
  /** The chosen menu item, kept in the address; `goHome` returns to the portal's home item. */
  useMenu: PortalMenuHook<Item>;
  /** The top bar's picture: the picture alone, or a button opening a menu with Sign Out. */
  avatar: 'picture' | 'account-menu';
  /** Kept mounted while the user is signed in, e.g. the live channel (messages, who is online). */
  Live?: ComponentType<{ user: U }>;
  /**
   * The top bar's notification bell (the unread count and the list it opens), for a portal
   * whose users are told things, e.g. a student marked absent.
   */
  Bell?: ComponentType;
  /**
   * Shown above every screen of the portal, whichever menu item is chosen: what all its
   * screens are about, e.g. a guardian's child switcher.
   */
  ScreenHeader?: ComponentType<{ user: U }>;
}
