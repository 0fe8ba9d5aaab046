import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { applySavedScore, saveScore } from '../api/gradebook';
import { gradesKeys } from '../api/query-keys';
import type { Assessment, Gradebook } from '../types';
import { checkScore, sameScore } from '../utils/scores';

/**
 * Where a cell stands: being typed in, being saved, saved a moment ago, not saved (the network
 * or a lock: 'Retry' sends it again) or refused (a score the assessment does not take: the
 * teacher corrects it).
 */
export type CellStatus = 'editing' | 'saving' | 'saved' | 'failed' | 'refused';

export interface CellEntry {
  text: string;
  status: CellStatus;
  message?: string;
}

/** How long a cell shows 'Saved' before it looks like any other. */
const SAVED_SHOWN_MS = 4_000;

export const cellKey = (studentID: string, assessmentID: string) => `${studentID}:${assessmentID}`;

/** Counts of the cells that are not plain server values, for the status line. */
export interface CellTally {
  saving: number;
  unsaved: number;
  saved: number;
}

/**
 * The gradebook's cells as the teacher sees them. A cell with an entry (typed in, saving, not
 * saved) shows its own text whatever the server says; every other cell shows the gradebook as
 * last fetched, so values entered in another tab appear without touching anything typed here.
 */
export function useGradeCells(book: Gradebook) {
  const queryClient = useQueryClient();
  const subjectID = book.subject._id;
  const termID = book.term._id;
  // The entries as rendered, and the same map for the callbacks, which must see a change made
  // a moment before in the same event (Enter right after typing).
  const [shown, setShown] = useState<ReadonlyMap<string, CellEntry>>(() => new Map());
  const entries = useRef(new Map<string, CellEntry>());
  // Each change of a cell gets a number: an answer to an older save leaves a newer text alone.
  const turns = useRef(new Map<string, number>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const bookRef = useRef(book);
  useLayoutEffect(() => {
    bookRef.current = book;
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const put = useCallback((key: string, entry: CellEntry | null) => {
    if (entry) entries.current.set(key, entry);
    else entries.current.delete(key);
    setShown(new Map(entries.current));
  }, []);

  const nextTurn = (key: string) => {
    const turn = (turns.current.get(key) ?? 0) + 1;
    turns.current.set(key, turn);
    return turn;
  };

  const serverScore = (studentID: string, assessmentID: string) =>
    bookRef.current.students.find((student) => student._id === studentID)?.scores[assessmentID];

  const send = useCallback(
    (studentID: string, assessmentID: string, score: string) => {
      const key = cellKey(studentID, assessmentID);
      const turn = nextTurn(key);
      put(key, { text: score, status: 'saving' });
      saveScore(assessmentID, studentID, score).then(
        async (saved) => {
          await applySavedScore(queryClient, subjectID, termID, saved);
          if (turns.current.get(key) !== turn) return;
          put(key, { text: saved.score ?? '', status: 'saved' });
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            if (turns.current.get(key) === turn && entries.current.get(key)?.status === 'saved') put(key, null);
          }, SAVED_SHOWN_MS);
          timers.current.add(timer);
        },
        (error: unknown) => {
          if (turns.current.get(key) !== turn) return;
          if (isApiError(error) && error.status === 400) {
            put(key, { text: score, status: 'refused', message: error.fieldError('score') ?? error.message });
            return;
          }
          put(key, { text: score, status: 'failed', message: errorMessage(error) });
          // A lock (published or submitted meanwhile): the gradebook shows it once fetched again.
          if (isApiError(error) && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: gradesKeys.gradebook(subjectID, termID) });
          }
        },
      );
    },
    [put, queryClient, subjectID, termID],
  );

  /** Checks and saves `text` in a cell unless the server holds it already. */
  const settle = useCallback(
    (studentID: string, assessment: Assessment, text: string) => {
      const key = cellKey(studentID, assessment._id);
      const check = checkScore(text, assessment.highest);
      if (!check.ok) {
        nextTurn(key);
        put(key, { text, status: 'refused', message: check.message });
      } else if (sameScore(check.score, serverScore(studentID, assessment._id))) {
        nextTurn(key);
        put(key, null);
      } else {
        send(studentID, assessment._id, check.score);
      }
    },
    [put, send],
  );

  /** The teacher typed in a cell: it keeps this text until it is committed or reverted. */
  const edit = useCallback(
    (studentID: string, assessmentID: string, text: string) => {
      const key = cellKey(studentID, assessmentID);
      nextTurn(key);
      put(key, { text, status: 'editing' });
    },
    [put],
  );

  /** The teacher left the cell (or pressed Enter or Tab): what was typed is saved. */
  const commit = useCallback(
    (studentID: string, assessment: Assessment) => {
      const entry = entries.current.get(cellKey(studentID, assessment._id));
      if (entry?.status === 'editing') settle(studentID, assessment, entry.text);
    },
    [settle],
  );

  /** Escape: back to what the server holds. */
  const revert = useCallback(
    (studentID: string, assessmentID: string) => {
      const key = cellKey(studentID, assessmentID);
      const status = entries.current.get(key)?.status;
      if (status === 'editing' || status === 'refused') {
        nextTurn(key);
        put(key, null);
      }
    },
    [put],
  );

  /** 'Retry' on a cell that was not saved. */
  const retry = useCallback(
    (studentID: string, assessmentID: string) => {
      const entry = entries.current.get(cellKey(studentID, assessmentID));
      if (entry?.status === 'failed') send(studentID, assessmentID, entry.text);
    },
    [send],
  );

  /** 'Retry all': every cell that was not saved. */
  const retryAll = useCallback(() => {
    for (const [key, entry] of entries.current) {
      if (entry.status !== 'failed') continue;
      const [studentID, assessmentID] = key.split(':');
      send(studentID, assessmentID, entry.text);
    }
  }, [send]);

  /** Sets and saves a cell at once (a value pasted into it). */
  const enter = useCallback(
    (studentID: string, assessment: Assessment, text: string) => settle(studentID, assessment, text),
    [settle],
  );

  const tally = useMemo<CellTally>(() => {
    const counts = { saving: 0, unsaved: 0, saved: 0 };
    for (const entry of shown.values()) {
      if (entry.status === 'saving') counts.saving += 1;
      else if (entry.status === 'failed' || entry.status === 'refused') counts.unsaved += 1;
      else if (entry.status === 'saved') counts.saved += 1;
    }
    return counts;
  }, [shown]);

  /** A cell's entry, if it has one. */
  const entryOf = useCallback(
    (studentID: string, assessmentID: string) => shown.get(cellKey(studentID, assessmentID)),
    [shown],
  );

  return { entryOf, edit, commit, revert, retry, retryAll, enter, tally };
}

export type GradeCells = ReturnType<typeof useGradeCells>;
