import { useForm, type UseFormReturnType } from '@mantine/form';
import { phoneRule } from '@/lib/phone-rule';
import type { Student } from '@/types/api';

/** The form's values: the account's fields, and the students to link (shown by name). */
export interface GuardianFormValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  phone: string;
  relationship: string;
  image: string | null;
  students: Student[];
}

export type GuardianForm = UseFormReturnType<GuardianFormValues>;

/** Client messages, worded as the server words the same rules. */
export const GUARDIAN_FIELD_MESSAGES = {
  firstName: 'Enter the first name.',
  lastName: 'Enter the last name.',
  nameTooLong: 'Use at most 100 characters.',
  email: 'Enter an email address.',
  emailFormat: 'Enter a valid email address.',
  relationshipTooLong: 'Use at most 50 characters.',
} as const;

const M = GUARDIAN_FIELD_MESSAGES;

export const EMPTY_GUARDIAN_FIELDS: GuardianFormValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  email: '',
  phone: '',
  relationship: '',
  image: null,
  students: [],
};

const nameRule = (blank: string) => (value: string) => {
  if (!value.trim()) return blank;
  return value.trim().length > 100 ? M.nameTooLong : null;
};

function emailRule(value: string): string | null {
  const email = value.trim();
  if (!email) return M.email;
  return /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(email) ? null : M.emailFormat;
}

/** The create form, with the server's rules: names and email required, phone optional but a phone number. */
export function useGuardianForm(): GuardianForm {
  return useForm<GuardianFormValues>({
    initialValues: EMPTY_GUARDIAN_FIELDS,
    validate: {
      first_name: nameRule(M.firstName),
      last_name: nameRule(M.lastName),
      middle_name: (value) => (value.trim().length > 100 ? M.nameTooLong : null),
      email: emailRule,
      phone: (value) => (value.trim() ? phoneRule(value) : null),
      relationship: (value) => (value.trim().length > 50 ? M.relationshipTooLong : null),
    },
  });
}

/**
 * The fields the server may name in `errors`, each beside its input (`studentIDs` is the form's
 * `students`); anything else (an unknown student) goes to a toast.
 */
export const GUARDIAN_SERVER_FIELDS = {
  first_name: 'first_name',
  middle_name: 'middle_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  relationship: 'relationship',
  image: 'image',
  studentIDs: 'students',
} as const;
