import { Badge } from '@mantine/core';
import { STAGE_COLORS, STAGE_LABELS, type WorkStage } from '../utils/work';

/** Where a student's work stands: 'Assigned', 'Missing', 'Turned in', 'Turned in late' or 'Returned'. */
export function WorkStageBadge({ stage }: { stage: WorkStage }) {
  return (
    <Badge variant="light" color={STAGE_COLORS[stage]} c="bright" radius="sm" style={{ flexShrink: 0 }}>
      {STAGE_LABELS[stage]}
    </Badge>
  );
}
