import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { countOf } from '@/lib/count-of';
import type { YearJson } from '@/types/wire';
import { useCopyFeeSchedule } from '../api/copy-fee-schedule';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface CopyScheduleButtonProps {
  /** The year copied into. */
  year: YearJson | null;
  /** The year before it, copied from; null when there is none. */
  from: YearJson | null;
  /** What was copied, said on the screen: "Copied 4 fee items, …". */
  onCopied: (summary: string) => void;
}

/**
 * 'Copy last year's schedule': after a confirmation, every level's items and plans and the
 * discounts of the year before are copied into the year chosen (which must have none).
 */
export function CopyScheduleButton({ year, from, onCopied }: CopyScheduleButtonProps) {
  const [opened, setOpened] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const copy = useCopyFeeSchedule();
  const close = () => {
    setOpened(false);
    setRefusal(null);
  };
  const confirm = () => {
    if (!year || !from) return;
    setRefusal(null);
    copy.mutate(
      { fromSchoolYearID: from._id, toSchoolYearID: year._id },
      {
        onSuccess: (copied) => {
          close();
          onCopied(
            `Copied ${countOf(copied.items, 'fee item')}, ${countOf(copied.plans, 'payment plan')} and ${countOf(copied.discounts, 'discount')} from ${from.name}.`,
          );
        },
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCopy size={16} aria-hidden />}
        disabled={!year || !from}
        title={year && !from ? 'There is no earlier school year to copy from.' : undefined}
        onClick={() => setOpened(true)}
      >
        Copy last year&apos;s schedule
      </Button>
      {year && from && (
        <ConfirmDialog
          opened={opened}
          title="Copy last year's schedule?"
          confirmLabel="Copy schedule"
          pending={copy.isPending}
          error={refusal}
          onConfirm={confirm}
          onCancel={close}
        >
          {`Every level's fee items and payment plans and the discounts of ${from.name} are copied into ${year.name}, each due date moved on by a year. ${year.name} must have no fee schedule yet.`}
        </ConfirmDialog>
      )}
    </>
  );
}
