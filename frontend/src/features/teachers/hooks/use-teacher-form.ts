import { useForm, type UseFormReturnType } from '@mantine/form';
import { localIsoDate } from '@/lib/dates';
import { PHONE_MESSAGES, phoneRule } from '@/lib/phone-rule';
import type { Teacher, TeacherAccountFields } from '../types';

export type TeacherForm = UseFormReturnType<TeacherAccountFields>;

/** Client messages, worded as the server words the same rules (Zoom fields and middle name are optional). */
export const TEACHER_FIELD_MESSAGES = {
  firstName: 'Enter the first name.',
  lastName: 'Enter the last name.',
  phone: PHONE_MESSAGES.required,
  phoneDigits: PHONE_MESSAGES.digits,
  phoneLength: PHONE_MESSAGES.length,
  birthdate: 'Enter the birth date.',
  birthdateFormat: 'Enter the birth date as YYYY-MM-DD.',
  birthdatePast: 'The birth date must be in the past.',
  birthdateTooOld: 'Enter a birth date after 1900.',
  email: 'Enter an email address.',
  emailFormat: 'Enter a valid email address.',
  address: 'Enter the home address.',
  zoomLink: 'Enter a valid link starting with http:// or https://.',
} as const;

const M = TEACHER_FIELD_MESSAGES;

export const EMPTY_TEACHER_FIELDS: TeacherAccountFields = {
  first_name: '',
  middle_name: '',
  last_name: '',
  phone: '',
  email: '',
  image: null,
  birthdate: '',
  address: '',
  zoom_link: '',
  zoom_id: '',
  zoom_password: '',
};

/** The edit form's starting values: the teacher's own, blanks for what they lack. */
export function teacherFields(teacher: Teacher): TeacherAccountFields {
  return {
    first_name: teacher.first_name,
    middle_name: teacher.middle_name ?? '',
    last_name: teacher.last_name,
    phone: teacher.phone,
    email: teacher.email,
    image: teacher.image,
    birthdate: teacher.birthdate.slice(0, 10),
    address: teacher.address,
    zoom_link: teacher.zoom_link ?? '',
    zoom_id: teacher.zoom_id ?? '',
    zoom_password: teacher.zoom_password ?? '',
  };
}

const required = (message: string) => (value: string) => (value.trim() ? null : message);


function birthdateRule(value: string): string | null {
  const date = value.trim();
  if (!date) return M.birthdate;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return M.birthdateFormat;
  if (date >= localIsoDate(new Date())) return M.birthdatePast;
  return date < '1900-01-01' ? M.birthdateTooOld : null;
}

function emailRule(value: string): string | null {
  const email = value.trim();
  if (!email) return M.email;
  return /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(email) ? null : M.emailFormat;
}

function zoomLinkRule(value: string): string | null {
  const link = value.trim();
  return !link || /^https?:\/\/[^\s/]+/i.test(link) ? null : M.zoomLink;
}

/** Mantine form for the create and edit teacher screens, with the same rules as the server. */
export function useTeacherForm(initialValues: TeacherAccountFields = EMPTY_TEACHER_FIELDS): TeacherForm {
  return useForm<TeacherAccountFields>({
    initialValues,
    validate: {
      first_name: required(M.firstName),
      last_name: required(M.lastName),
      phone: phoneRule,
      birthdate: birthdateRule,
      email: emailRule,
      address: required(M.address),
      zoom_link: zoomLinkRule,
    },
  });
}

/**
 * Fields the server may name in `errors` (400, 409), each shown beside its input; anything else,
 * such as a teacher deleted meanwhile, goes to a toast.
 */
export const TEACHER_SERVER_FIELDS = [...Object.keys(EMPTY_TEACHER_FIELDS), 'password'];
