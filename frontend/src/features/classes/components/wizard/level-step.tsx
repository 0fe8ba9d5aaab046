import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { useCreateLevel } from '../../api/create-level';
import { useLevels } from '@/lib/queries/levels';
import { showServerErrors } from '@/lib/server-errors';
import { WIZARD_FIELD_MESSAGES as M, useNamedForm } from '../../hooks/use-named-form';
import type { Chosen } from '../../types';
import { ChooseExisting } from './choose-existing';
import { CreateNamed } from './create-named';

export interface LevelStepProps {
  category: Chosen;
  chosenId: string | null;
  onChosen: (level: Chosen) => void;
}

/** Step 1: choose a level of the chosen category, or create one. */
export function LevelStep({ category, chosenId, onChosen }: LevelStepProps) {
  const levels = useLevels(category.id);
  const [creating, setCreating] = useState<boolean | null>(null);
  const form = useNamedForm({ nameRequired: M.levelName });
  const createLevel = useCreateLevel({
    onSuccess: (created) => onChosen({ id: created._id, name: created.level }),
    onError: (error) => showServerErrors(form, error, { level: 'name' }),
  });

  if (!levels.isSuccess) {
    return <LoadState label="Loading levels" query={levels} failedText="The list could not be loaded." />;
  }

  const options = levels.data.map((level) => ({ id: level._id, name: level.level }));
  if (creating ?? options.length === 0) {
    return (
      <CreateNamed
        form={form}
        nameLabel="Level name"
        submitting={createLevel.isPending}
        onSubmit={({ name }) => createLevel.mutate({ category: category.id, level: name.trim() })}
        onChooseExisting={options.length > 0 ? () => setCreating(false) : undefined}
        chooseExistingLabel="Choose an existing level"
      />
    );
  }
  return (
    <ChooseExisting
      label="Level"
      noun="level"
      options={options}
      initialId={chosenId}
      requiredMessage={M.level}
      onChoose={onChosen}
      onCreateNew={() => setCreating(true)}
    />
  );
}
