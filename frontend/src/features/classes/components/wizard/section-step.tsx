import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { useCreateSection } from '../../api/create-section';
import { useSections } from '../../api/get-sections';
import { showServerErrors } from '@/lib/server-errors';
import { WIZARD_FIELD_MESSAGES as M, useNamedForm } from '../../hooks/use-named-form';
import type { Chosen } from '../../types';
import { ChooseExisting } from './choose-existing';
import { CreateNamed } from './create-named';

export interface SectionStepProps {
  level: Chosen;
  chosenId: string | null;
  onChosen: (section: Chosen) => void;
}

/** Step 2: choose a section of the chosen level, or create one with its adviser. */
export function SectionStep({ level, chosenId, onChosen }: SectionStepProps) {
  const sections = useSections(level.id);
  const [creating, setCreating] = useState<boolean | null>(null);
  const form = useNamedForm({ nameRequired: M.sectionName, withAdviser: true });
  const createSection = useCreateSection({
    onSuccess: (created) => onChosen({ id: created._id, name: created.section }),
    onError: (error) => showServerErrors(form, error, { section: 'name', adviser: 'adviser' }),
  });

  if (!sections.isSuccess) {
    return <LoadState label="Loading sections" query={sections} failedText="The list could not be loaded." />;
  }

  const options = sections.data.map((section) => ({ id: section._id, name: section.section }));
  if (creating ?? options.length === 0) {
    return (
      <CreateNamed
        form={form}
        nameLabel="Section name"
        withAdviser
        submitting={createSection.isPending}
        onSubmit={({ name, adviser }) =>
          createSection.mutate({ level: level.id, section: name.trim(), adviser: adviser ?? undefined })
        }
        onChooseExisting={options.length > 0 ? () => setCreating(false) : undefined}
        chooseExistingLabel="Choose an existing section"
      />
    );
  }
  return (
    <ChooseExisting
      label="Section"
      noun="section"
      options={options}
      initialId={chosenId}
      requiredMessage={M.section}
      onChoose={onChosen}
      onCreateNew={() => setCreating(true)}
    />
  );
}
