import type { RetryableLoad } from '@/components/ui/load-state';

/** One choice of a picker: an id and what it shows ("Mathematics · Grade 7 - Rizal"). */
export interface Choice {
  value: string;
  label: string;
}

/** A picker's choices as their host loads them: the list once there, and its load to show until then. */
export interface Choices {
  list: Choice[] | undefined;
  load: RetryableLoad;
}

/** The choice `chosen` names when it is among `list`, else the first of `list` (which is not empty). */
export function chosenOf(list: readonly Choice[], chosen: string | null): string {
  return list.find((each) => each.value === chosen)?.value ?? list[0].value;
}
