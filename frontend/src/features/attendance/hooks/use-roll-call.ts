import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useSaveRegister } from '../api/save-register';
import type { AttendanceCode, RegisterAnswer, RegisterRef, RegisterStudent } from '../types';
import {
  allPresent,
  draftOf,
  draftsOf,
  marksToSave,
  problemsOf,
  withCode,
  type DraftMark,
  type Drafts,
  type MarkProblems,
} from '../utils/marks';

/** How the last save ended: saved, or failed with the server's message (every mark kept). */
export type SaveOutcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/** The roll call as its form holds it: every student's mark, by id. */
interface RollCallValues {
  marks: Drafts;
}

const PROBLEM_FIELDS: readonly (keyof MarkProblems)[] = ['minutesLate', 'note'];

/** The form's path of a field of a student's mark, e.g. `marks.s-01.note`. */
const markPath = (studentID: string, field: keyof MarkProblems) => `marks.${studentID}.${field}`;

/** The form's errors: what each mark still needs, beside its field. */
function markErrors(students: readonly RegisterStudent[], drafts: Drafts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problemsOf(students, drafts)).flatMap(([studentID, problems]) =>
      PROBLEM_FIELDS.flatMap((field) => (problems[field] ? [[markPath(studentID, field), problems[field]]] : [])),
    ),
  );
}

/**
 * The roll call's marks, from the register as opened, and saving them: a failed save keeps
 * every mark; a save already under way makes another click do nothing, so a double click
 * saves once.
 */
export function useRollCall(ref: RegisterRef, answer: RegisterAnswer) {
  const { students } = answer;
  const form = useForm<RollCallValues>({
    initialValues: { marks: draftsOf(students) },
    validate: ({ marks }) => markErrors(students, marks),
    // The errors are checked again after each change instead, once a save was tried.
    clearInputErrorOnChange: false,
  });
  const drafts = form.values.marks;
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  // Problems show once a save was tried, and then follow the marks as they change.
  const [checked, setChecked] = useState(false);
  const save = useSaveRegister();
  const saving = useRef(false);
  // Counts changes, so that marks changed while a save was under way are not replaced by its answer.
  const edits = useRef(0);

  const update = (change: (current: Drafts) => Drafts) => {
    edits.current += 1;
    form.setFieldValue('marks', change(form.getValues().marks));
    if (checked) form.validate();
    setOutcome((current) => (current?.kind === 'saved' ? null : current));
  };

  const changeMark = (student: RegisterStudent, change: (draft: DraftMark) => DraftMark) =>
    update((current) => ({ ...current, [student._id]: change(draftOf(current, student)) }));

  const setCode = (student: RegisterStudent, code: AttendanceCode) =>
    changeMark(student, (draft) => withCode(student, draft, code));

  const markAllPresent = () => update((current) => allPresent(students, current));

  /** Saves the marks; answers false, saving nothing, while a mark still needs something. */
  const submit = async (): Promise<boolean> => {
    if (saving.current) return true;
    setChecked(true);
    if (form.validate().hasErrors) {
      setOutcome(null);
      return false;
    }
    saving.current = true;
    setOutcome(null);
    const editsBefore = edits.current;
    try {
      const saved = await save.mutateAsync({ ref, marks: marksToSave(students, form.getValues().marks) });
      if (edits.current === editsBefore) {
        form.setValues({ marks: draftsOf(saved.students) });
        form.clearErrors();
        setChecked(false);
        setOutcome({ kind: 'saved' });
      }
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorMessage(error) });
    } finally {
      saving.current = false;
    }
    return true;
  };

  // The form's errors by student, for each row.
  const problems: Record<string, MarkProblems> = {};
  for (const student of students) {
    const found: MarkProblems = {};
    for (const field of PROBLEM_FIELDS) {
      const error = form.errors[markPath(student._id, field)];
      if (typeof error === 'string') found[field] = error;
    }
    if (found.minutesLate || found.note) problems[student._id] = found;
  }

  return {
    drafts,
    /** What each mark still needs, once a save was tried. */
    problems,
    outcome,
    saving: save.isPending,
    changeMark,
    setCode,
    markAllPresent,
    submit,
  };
}
