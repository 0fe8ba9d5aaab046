import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { notifySuccess } from '@/lib/notify';
import { useDeleteAllClasses } from '../api/delete-all-classes';
import { useCategories } from '@/lib/queries/categories';
import { usePagedSelection } from '@/lib/use-paged-selection';
import { useClassesView } from '../classes-view';
import type { Category } from '../types';
import { CLASS_TEXTS } from '../utils/texts';
import { CategoriesTable } from './categories-table';
import { ClassStructureActions } from './class-structure-actions';
import { DeleteSelectedButton } from './delete-selected-button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { useAdminNavigation } from '@/lib/admin-navigation';
import { TablePagination } from '@/components/ui/table-pagination';

const NO_CATEGORIES: Category[] = [];

/** 'View all classes': every category with its levels (each a link to its screen), paged and selectable. */
export function CategoriesScreen() {
  const headingId = useId();
  const categories = useCategories();
  const { openCreate } = useAdminNavigation();
  const table = usePagedSelection(categories.data ?? NO_CATEGORIES);
  const { openLevel } = useClassesView();
  const deleteClasses = useDeleteAllClasses({
    onSuccess: (answer) => {
      table.clearSelection();
      notifySuccess(answer.message);
    },
  });

  // Two confirmations: every level, section, subject and schedule beneath the categories goes with them.
  const confirmDelete = () => {
    const names = table.selected.map((category) => category.category);
    if (!window.confirm(CLASS_TEXTS.confirmDeleteClasses(names))) return;
    if (!window.confirm(CLASS_TEXTS.confirmContinue)) return;
    deleteClasses.mutate(table.selected.map((category) => category._id));
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm" mih={36}>
        <Title order={2} id={headingId}>
          View all classes
        </Title>
        <Group gap="xs" wrap="wrap">
          <ClassStructureActions />
          <DeleteSelectedButton
            count={table.selected.length}
            loading={deleteClasses.isPending}
            onClick={confirmDelete}
          />
        </Group>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {categories.isPending || categories.isError ? (
          <LoadState label="Loading classes" query={categories} failedText="The classes could not be loaded." />
        ) : categories.data.length === 0 ? (
          <EmptyState
            text="No classes yet."
            next="'Create a new class' walks through the category, level, section, subjects and their lessons."
            action={openCreate && { label: 'Create a new class', onClick: () => openCreate('class') }}
          />
        ) : (
          <Stack gap="md">
            <CategoriesTable table={table} onOpenLevel={openLevel} />
            <TablePagination page={table.page} totalPages={table.totalPages} onChange={table.setPage} />
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
