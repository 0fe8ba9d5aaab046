import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { InfoList } from '@/components/ui/info-list';
import { LoadState } from '@/components/ui/load-state';
import { SectionPicker } from '@/components/ui/section-picker';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useCreateGuardianAccounts } from '../api/guardian-writes';
import { useGuardianPreview } from '../api/preview';
import type { GuardianCounts } from '../types';

type Scope = 'school' | 'section';

/** The counts, each in words: what the preview says creating would do. */
export function CountsList({ counts }: { counts: GuardianCounts }) {
  return (
    <InfoList
      items={[
        { label: 'Students considered', value: counts.students },
        { label: 'Guardian accounts to create', value: counts.accountsToCreate },
        { label: 'Guardian accounts that already exist', value: counts.accountsExisting },
        { label: 'Students to link', value: counts.studentsToLink },
        { label: 'Students without a valid guardian email', value: counts.studentsWithoutEmail },
        { label: 'Students left out (two guardian accounts already)', value: counts.studentsAtLimit },
      ]}
    />
  );
}

/** "Grade 7 - Rizal", or "the whole school". */
function scopeName(counts: GuardianCounts): string {
  return counts.scope ? `${counts.scope.level} - ${counts.scope.section}` : 'the whole school';
}

export interface BulkCreateModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Create guardian accounts' for a section or the whole school, from the students' guardian
 * blocks: the preview's counts first, then the creation and the server's word on what it did.
 */
export function BulkCreateModal({ opened, onClose }: BulkCreateModalProps) {
  const [scope, setScope] = useState<Scope>('school');
  const [sectionID, setSectionID] = useState<string | null>(null);
  const create = useCreateGuardianAccounts();
  const chosen = scope === 'school' ? null : sectionID;
  const ready = scope === 'school' || sectionID !== null;
  const preview = useGuardianPreview(chosen, { enabled: opened && ready && !create.isSuccess });

  const close = () => {
    setScope('school');
    setSectionID(null);
    create.reset();
    onClose();
  };
  // Until a section is chosen, the whole school's counts (the same query) must not show.
  const counts = ready ? preview.data : undefined;
  const nothingToDo = counts !== undefined && counts.accountsToCreate === 0 && counts.studentsToLink === 0;

  return (
    <Modal opened={opened} onClose={close} title="Create guardian accounts" size="lg">
      <Stack gap="md">
        {create.isSuccess ? (
          <>
            <Alert color="green" title={create.data.message}>
              <CountsList counts={create.data} />
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close}>Close</Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">
              One account for each guardian email the students&apos; guardian blocks name, linked to every student who
              names it. New accounts start on the school&apos;s starting password and must change it at first sign-in.
            </Text>
            <SegmentedControl
              aria-label="Which students"
              value={scope}
              onChange={(value) => {
                setScope(value as Scope);
                create.reset();
              }}
              data={[
                { value: 'school', label: 'Whole school' },
                { value: 'section', label: 'One section' },
              ]}
              fullWidth
            />
            {scope === 'section' && (
              <SectionPicker
                value={sectionID}
                onChange={(value) => {
                  setSectionID(value);
                  create.reset();
                }}
              />
            )}
            {!ready ? (
              <Text size="sm" c="dimmed">
                Choose a section to see what would be created.
              </Text>
            ) : counts === undefined || preview.isError ? (
              <LoadState label="Counting guardian accounts" query={preview} failedText={preview.isError ? errorMessage(preview.error) : ''} size="sm" />
            ) : (
              <Stack gap="xs" aria-live="polite">
                <Text fw={600}>{`Preview for ${scopeName(counts)}`}</Text>
                <CountsList counts={counts} />
                {nothingToDo && (
                  <Text size="sm" c="dimmed">
                    Nothing to create: every guardian named here already has an account linked to their children.
                  </Text>
                )}
              </Stack>
            )}
            {create.isError && (
              <Alert color="red" title="Nothing was created.">
                {errorMessage(create.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                disabled={!counts || nothingToDo || preview.isFetching}
                loading={create.isPending}
                onClick={() =>
                  create.mutate({ sectionID: chosen }, { onSuccess: (answer) => notifySuccess(answer.message) })
                }
              >
                Create accounts
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
