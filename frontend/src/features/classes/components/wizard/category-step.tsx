import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { useCreateCategory } from '../../api/create-category';
import { useCategories } from '@/lib/queries/categories';
import { showServerErrors } from '@/lib/server-errors';
import { WIZARD_FIELD_MESSAGES as M, useNamedForm } from '../../hooks/use-named-form';
import type { Chosen } from '../../types';
import { ChooseExisting } from './choose-existing';
import { CreateNamed } from './create-named';

export interface CategoryStepProps {
  chosenId: string | null;
  onChosen: (category: Chosen) => void;
}

/** Step 0: choose a category, or create one (the step starts creating while there is none). */
export function CategoryStep({ chosenId, onChosen }: CategoryStepProps) {
  const categories = useCategories();
  const [creating, setCreating] = useState<boolean | null>(null);
  const form = useNamedForm({ nameRequired: M.categoryName });
  const createCategory = useCreateCategory({
    onSuccess: (created) => onChosen({ id: created._id, name: created.category }),
    onError: (error) => showServerErrors(form, error, { category: 'name' }),
  });

  if (!categories.isSuccess) {
    return <LoadState label="Loading categories" query={categories} failedText="The list could not be loaded." />;
  }

  const options = categories.data.map((category) => ({ id: category._id, name: category.category }));
  if (creating ?? options.length === 0) {
    return (
      <CreateNamed
        form={form}
        nameLabel="Category name"
        submitting={createCategory.isPending}
        onSubmit={({ name }) => createCategory.mutate(name.trim())}
        onChooseExisting={options.length > 0 ? () => setCreating(false) : undefined}
        chooseExistingLabel="Choose an existing category"
      />
    );
  }
  return (
    <ChooseExisting
      label="Category"
      noun="category"
      options={options}
      initialId={chosenId}
      requiredMessage={M.category}
      onChoose={onChosen}
      onCreateNew={() => setCreating(true)}
    />
  );
}
