import { hashKey, type QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import type { Enrolment, TransferAnswer } from '../types';
import { enrolmentsKey } from './get-enrolments';
import { studentRecordKey } from './get-student';

/**
 * After a transfer or a drop-out: the learner's history shows the enrolment the answer gives at
 * once, and every query that shows the learner is stale: the students list and the archive, the
 * learners to complete and the sections' rosters. The record and the enrolments of a learner
 * archived at once are not asked again: the server no longer has them among its students (404),
 * which would take their open record, and the downloads for the receiving school, away.
 */
export async function invalidateAfterTransfer(queryClient: QueryClient, studentID: string, answer: TransferAnswer): Promise<void> {
  const { enrolment, archived } = answer;
  queryClient.setQueryData<Enrolment[]>(enrolmentsKey(studentID), (enrolments) =>
    enrolments?.map((one) => (one.schoolYearID === enrolment.schoolYearID ? enrolment : one)),
  );
  const kept = new Set(archived ? [hashKey(studentRecordKey(studentID)), hashKey(enrolmentsKey(studentID))] : []);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryRoots.students, predicate: (query) => !kept.has(query.queryHash) }),
    queryClient.invalidateQueries({ queryKey: queryRoots.classes }),
  ]);
}
