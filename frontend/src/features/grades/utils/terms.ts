import { localIsoDate } from '@/lib/dates';
import type { GradeTerm } from '../types';

/** The term holding `today`, else the latest started, else the first; null when there is none. */
export function currentTermOf(terms: readonly GradeTerm[], today = localIsoDate(new Date())): string | null {
  const holding = terms.find((term) => term.firstDay <= today && today <= term.lastDay);
  if (holding) return holding._id;
  const started = terms.filter((term) => term.firstDay <= today);
  return (started[started.length - 1] ?? terms[0])?._id ?? null;
}
