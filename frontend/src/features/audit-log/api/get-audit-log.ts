import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EntryView } from '@/types/wire';
import type * as Wire from '@/types/wire';

/** One entry of `GET /api/admins/audit-log`. */
export type AuditEntry = EntryView;

export type AuditLogPage = Wire.Paged<'entries', AuditEntry>;

/** The screen's filters; empty strings filter nothing. Dates are `YYYY-MM-DD`. */
export interface AuditLogFilters {
  person: string;
  record: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditLogFilters = { person: '', record: '', action: '', from: '', to: '' };

export function getAuditLog(
  filters: AuditLogFilters,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<AuditLogPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [name, value] of Object.entries(filters)) {
    if (value.trim()) params.set(name, value.trim());
  }
  return api.get<AuditLogPage>(`/api/admins/audit-log?${params.toString()}`, signal);
}

/** Every page of the audit log starts with this key. */
const AUDIT_LOG_KEY = ['audit-log'] as const;

export function auditLogQueryOptions(filters: AuditLogFilters, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...AUDIT_LOG_KEY, filters, page, pageSize] as const,
    queryFn: ({ signal }) => getAuditLog(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the audit log, filtered and paged on the server. */
export function useAuditLog(filters: AuditLogFilters, page: number, pageSize: number) {
  return useQuery(auditLogQueryOptions(filters, page, pageSize));
}
