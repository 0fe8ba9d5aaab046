import { useMemo, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useSaveRegister } from '../api/save-register';
import type { AttendanceCode, RegisterAnswer, RegisterRef, RegisterStudent } from '../types';
import { allPresent, draftOf, draftsOf, marksToSave, problemsOf, withCode, type DraftMark, type Drafts } from '../utils/marks';

/** How the last save ended: saved, or failed with the server's message (every mark kept). */
export type SaveOutcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/**
 * The roll call's marks, from the register as opened, and saving them: a failed save keeps
 * every mark; a save already under way makes another click do nothing, so a double click
 * saves once.
 */
export function useRollCall(ref: RegisterRef, answer: RegisterAnswer) {
  const { students } = answer;
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(students));
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  // Problems show once a save was tried, and then follow the marks as they change.
  const [checked, setChecked] = useState(false);
  const save = useSaveRegister();
  const saving = useRef(false);
  // Counts changes, so that marks changed while a save was under way are not replaced by its answer.
  const edits = useRef(0);
  const problems = useMemo(() => problemsOf(students, drafts), [students, drafts]);

  const update = (change: (current: Drafts) => Drafts) => {
    edits.current += 1;
    setDrafts(change);
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
    if (Object.keys(problems).length > 0) {
      setOutcome(null);
      return false;
    }
    saving.current = true;
    setOutcome(null);
    const editsBefore = edits.current;
    try {
      const saved = await save.mutateAsync({ ref, marks: marksToSave(students, drafts) });
      if (edits.current === editsBefore) {
        setDrafts(draftsOf(saved.students));
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

  return {
    drafts,
    /** What each mark still needs, once a save was tried. */
    problems: checked ? problems : {},
    outcome,
    saving: save.isPending,
    changeMark,
    setCode,
    markAllPresent,
    submit,
  };
}
