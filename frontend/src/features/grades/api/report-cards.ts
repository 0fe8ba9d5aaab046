import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReportCardJobsView } from '@/types/wire';
import type { MyGrades, ReportCard, ReportCardJob } from '../types';
import { gradesKeys } from './query-keys';

/** How often the jobs list is fetched while a job is queued or running. */
export const JOBS_POLL_MS = 1_500;

const isBusy = (job: ReportCardJob) => job.status === 'queued' || job.status === 'running';

/** `GET /api/grades/report-card-jobs`: the latest jobs, polled while one is under way. */
export function useReportCardJobs() {
  return useQuery({
    queryKey: gradesKeys.jobs(),
    queryFn: ({ signal }) => api.get<ReportCardJobsView>('/api/grades/report-card-jobs', signal),
    refetchInterval: (query) => (query.state.data?.jobs.some(isBusy) ? JOBS_POLL_MS : false),
  });
}

/** 'Make report cards': queues the year's (or a section's) report cards. */
export function useMakeReportCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { yearID: string; sectionID?: string }) =>
      api.post<ReportCardJob>('/api/grades/report-card-jobs', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gradesKeys.jobs() }),
  });
}

/** `GET /api/grades/mine`: the signed-in student's published grades. */
export function useMyGrades() {
  return useQuery({
    queryKey: gradesKeys.mine(),
    queryFn: ({ signal }) => api.get<MyGrades>('/api/grades/mine', signal),
  });
}

/** `GET /api/grades/report-card`: a report card's content for the printable page. */
export function useReportCard(studentID: string, yearID: string) {
  return useQuery({
    queryKey: gradesKeys.reportCard(studentID, yearID),
    queryFn: ({ signal }) =>
      api.get<ReportCard>(`/api/grades/report-card?${new URLSearchParams({ studentID, yearID }).toString()}`, signal),
  });
}
