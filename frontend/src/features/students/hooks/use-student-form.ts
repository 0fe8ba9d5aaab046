import { useForm } from '@mantine/form';
import type { EducationChoice, Learner, LearnerPayload, StudentAccountPayload, StudentRecord } from '../types';
import {
  birthdateRule,
  emailRule,
  LEARNER_TEXT_MAX,
  lrnRule,
  optionalLine,
  parentRule,
  phoneRule,
  REMARKS_MAX,
  required,
  type StudentFormKind,
} from './student-rules';

/** The form's values: the payload's names (so server errors land on their field) plus the chooser. */
export interface StudentFormValues {
  image: string | null;
  first_name: string;
  middle_name: string;
  last_name: string;
  birthdate: string;
  email: string;
  address: string;
  parent_fName: string;
  parent_mName: string;
  parent_lName: string;
  parent_email: string;
  phone: string;
  relationship: string;
  lrn: string;
  /** The Sex select's value: M, F, or null when nobody has chosen. */
  sex: Learner['sex'];
  mother_tongue: string;
  religion: string;
  ip_group: string;
  father_name: string;
  mother_name: string;
  remarks: string;
  education: EducationChoice;
}

export const EMPTY_EDUCATION: EducationChoice = { step: 0, categoryID: null, levelID: null, sectionID: null };

function valuesOf(student?: StudentRecord): StudentFormValues {
  const parent = student?.parent_guardian;
  const learner = student?.learner;
  return {
    image: student?.image ?? null,
    first_name: student?.first_name ?? '',
    middle_name: student?.middle_name ?? '',
    last_name: student?.last_name ?? '',
    birthdate: student?.birthdate ?? '',
    email: student?.email ?? '',
    address: student?.address ?? '',
    parent_fName: parent?.first_name ?? '',
    parent_mName: parent?.middle_name ?? '',
    parent_lName: parent?.last_name ?? '',
    parent_email: parent?.email ?? '',
    phone: parent?.phone_number ?? '',
    relationship: parent?.relationship ?? '',
    lrn: learner?.lrn ?? '',
    sex: learner?.sex ?? null,
    mother_tongue: learner?.mother_tongue ?? '',
    religion: learner?.religion ?? '',
    ip_group: learner?.ip_group ?? '',
    father_name: learner?.father_name ?? '',
    mother_name: learner?.mother_name ?? '',
    remarks: learner?.remarks ?? '',
    // A placed student opens at the section step, their section already chosen.
    education: student?.sectionID
      ? { step: 2, categoryID: student.categoryID, levelID: student.levelID, sectionID: student.sectionID }
      : { ...EMPTY_EDUCATION, categoryID: student?.categoryID ?? null },
  };
}

/** A confirmed level needs its section; without any confirmed step the student stays unplaced. */
function educationRule({ step, sectionID }: EducationChoice): string | null {
  return step === 1 || (step === 2 && !sectionID) ? 'Choose a section for this level.' : null;
}

const optional = (value: string) => value.trim() || null;

/** Every learner field is sent, a blank one as '' so that emptying a field clears it. */
function learnerPayload(values: StudentFormValues): LearnerPayload {
  return {
    lrn: values.lrn.trim(),
    sex: values.sex ?? '',
    mother_tongue: values.mother_tongue.trim(),
    religion: values.religion.trim(),
    ip_group: values.ip_group.trim(),
    father_name: values.father_name.trim(),
    mother_name: values.mother_name.trim(),
    remarks: values.remarks.trim(),
  };
}

/** What the create and update calls take; only the chooser's confirmed steps are sent. */
export function toPayload(values: StudentFormValues): StudentAccountPayload {
  const { step, categoryID, levelID, sectionID } = values.education;
  return {
    first_name: values.first_name.trim(),
    middle_name: optional(values.middle_name),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    image: values.image,
    birthdate: values.birthdate.trim(),
    parent_fName: values.parent_fName.trim(),
    parent_mName: optional(values.parent_mName),
    parent_lName: values.parent_lName.trim(),
    parent_email: optional(values.parent_email),
    phone: optional(values.phone),
    relationship: values.relationship.trim(),
    categoryID: step >= 1 ? categoryID : null,
    levelID: step >= 2 ? levelID : null,
    sectionID: step === 2 ? sectionID : null,
    ...learnerPayload(values),
  };
}

/**
 * The student account form with the rules of the create or the edit screen: they differ only
 * on the parent's email and phone, optional on create and required on edit.
 */
export function useStudentForm(kind: StudentFormKind, student?: StudentRecord) {
  return useForm<StudentFormValues>({
    initialValues: valuesOf(student),
    validate: {
      first_name: required('first name'),
      last_name: required('last name'),
      birthdate: birthdateRule,
      email: emailRule,
      address: required('home address'),
      parent_fName: required("parent or guardian's first name"),
      parent_lName: required("parent or guardian's last name"),
      parent_email: parentRule(kind, emailRule),
      phone: parentRule(kind, phoneRule),
      relationship: required('relationship'),
      lrn: lrnRule,
      mother_tongue: optionalLine(LEARNER_TEXT_MAX),
      religion: optionalLine(LEARNER_TEXT_MAX),
      ip_group: optionalLine(LEARNER_TEXT_MAX),
      father_name: optionalLine(LEARNER_TEXT_MAX),
      mother_name: optionalLine(LEARNER_TEXT_MAX),
      remarks: optionalLine(REMARKS_MAX),
      education: educationRule,
    },
  });
}

export type StudentForm = ReturnType<typeof useStudentForm>;
