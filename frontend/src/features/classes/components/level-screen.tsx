import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { namesNothing } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useScreenAddress } from '@/lib/screen-address';
import { useDeleteSections } from '../api/delete-sections';
import { useLevel } from '../api/get-level';
import { usePagedSelection } from '@/lib/use-paged-selection';
import { useClassesView } from '../classes-view';
import type { Section } from '../types';
import { CLASS_TEXTS } from '../utils/texts';
import { DeleteSelectedButton } from './delete-selected-button';
import { SectionDetailsDrawer } from './section-details-drawer';
import { SectionsTable } from './sections-table';
import { LoadState } from '@/components/ui/load-state';
import { TablePagination } from '@/components/ui/table-pagination';

const NO_SECTIONS: Section[] = [];

export interface LevelScreenProps {
  levelId: string;
}

/** A level's sections, with bulk delete, edit, a details panel and 'Go back'. */
export function LevelScreen({ levelId }: LevelScreenProps) {
  const headingId = useId();
  const overview = useLevel(levelId);
  const table = usePagedSelection(overview.data?.sections ?? NO_SECTIONS);
  const { showList, editSection } = useClassesView();
  const { home } = useScreenAddress();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const deleteSections = useDeleteSections({
    onSuccess: (answer) => {
      table.clearSelection();
      notifySuccess(answer.message);
    },
  });

  const confirmDelete = () => {
    if (window.confirm(CLASS_TEXTS.confirmDelete)) {
      deleteSections.mutate(table.selected.map((section) => section._id));
    }
  };

  if (namesNothing(overview.error)) return <NotFoundScreen home={home} />;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm" mih={36}>
        <Title order={2} id={headingId}>
          {overview.data?.level.level ?? 'Level'}
        </Title>
        <Group gap="sm">
          <DeleteSelectedButton
            count={table.selected.length}
            loading={deleteSections.isPending}
            onClick={confirmDelete}
          />
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={showList}>
            Go back
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {overview.isPending || overview.isError ? (
          <LoadState label="Loading sections" query={overview} failedText="The sections could not be loaded." />
        ) : overview.data.sections.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No sections yet.
          </Text>
        ) : (
          <Stack gap="md">
            <SectionsTable
              table={table}
              onEdit={(section) => editSection(levelId, section._id)}
              onViewDetails={(section) => {
                setDetailsId(section._id);
                setDetailsOpen(true);
              }}
            />
            <TablePagination page={table.page} totalPages={table.totalPages} onChange={table.setPage} />
          </Stack>
        )}
      </Paper>
      <SectionDetailsDrawer sectionId={detailsId} opened={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </Stack>
  );
}
