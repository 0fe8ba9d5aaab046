import { createContext, useContext, type ComponentType } from 'react';
import type { Schedule } from '@/types/api';

/** A register to open, by which one it is (a lesson on a day, or a section's day), with the heading shown while it loads. */
export interface RegisterOpening {
  ref: { kind: 'lesson'; scheduleID: string; date: string } | { kind: 'daily'; sectionID: string; date: string };
  /** "Mathematics · Rizal", "Daily register · Grade 7 - Rizal" */
  heading: string;
}

/** The class whose registers a class screen offers to take: a section's daily one, or a subject's lessons. */
export type RegisterPlace =
  | { kind: 'section'; sectionID: string; /** "Grade 7 - Rizal" */ name: string }
  | { kind: 'subject'; /** "Mathematics" */ name: string; /** The section's name. */ section: string; schedules: readonly Schedule[] };

/** What a class screen gives its 'Take register' slot. */
export interface RegisterActionsProps {
  place: RegisterPlace;
  /** Called as a register opens, before its roll call shows (a side panel closes itself). */
  onOpen?: () => void;
}

/** Which student a guardian action is about. */
export interface StudentGuardianActionProps {
  studentID: string;
  /** The student's full name. */
  studentName: string;
}

/**
 * Screen switches one admin screen offers towards another without importing it (features do
 * not import each other): the admin shell provides them, and a screen rendered elsewhere,
 * such as in a test, simply has none.
 */
/** What an empty list's button may create, each on its admin screen. */
export type AdminCreation = 'teacher' | 'student' | 'class' | 'news';

export interface AdminNavigation {
  /** Opens 'Create account for teacher'. */
  openCreateTeacher?: () => void;
  /** Opens the screen that creates the first of a list: 'Create account for teacher', … */
  openCreate?: (what: AdminCreation) => void;
  /** 'Take register' for a day the administrator picks, on the section and subject screens. */
  RegisterActions?: ComponentType<RegisterActionsProps>;
  /** Opens a register's roll call over the screen shown; going back returns to that screen. */
  openRegister?: (register: RegisterOpening) => void;
  /** 'Create guardian account' from a student's guardian block, in the student's details panel. */
  StudentGuardianAction?: ComponentType<StudentGuardianActionProps>;
}

export const AdminNavigationContext = createContext<AdminNavigation>({});

export function useAdminNavigation(): AdminNavigation {
  return useContext(AdminNavigationContext);
}
