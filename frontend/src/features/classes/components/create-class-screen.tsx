import { Button, Group, Paper, Stack, Stepper, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { WIZARD_STEPS, useClassWizard } from '../hooks/use-class-wizard';
import { CategoryStep } from './wizard/category-step';
import { DoneStep } from './wizard/done-step';
import { LevelStep } from './wizard/level-step';
import { ScheduleStep } from './wizard/schedule-step';
import { SectionStep } from './wizard/section-step';
import { SubjectStep } from './wizard/subject-step';

/**
 * '1 Classes': the create-a-new-class wizard. Steps Category, Level, Section, Subject and
 * Schedule, each advancing on a choice or a creation, with 'Go back' from the second on.
 */
/** Black text at this opacity on white reads #595959, 7:1: dimmed, and still legible. */
const PASSED_STEP_OPACITY = 0.65;

export function CreateClassScreen() {
  const headingId = useId();
  const wizard = useClassWizard();
  const { step, category, level, section, subject } = wizard;

  // Each step is shown only once what it builds on has been chosen.
  const content: ReactNode[] = [
    <CategoryStep key="category" chosenId={category?.id ?? null} onChosen={wizard.chooseCategory} />,
    category && (
      <LevelStep key="level" category={category} chosenId={level?.id ?? null} onChosen={wizard.chooseLevel} />
    ),
    level && <SectionStep key="section" level={level} chosenId={section?.id ?? null} onChosen={wizard.chooseSection} />,
    section && <SubjectStep key="subject" section={section} onCreated={wizard.subjectCreated} />,
    subject && <ScheduleStep key="schedule" subject={subject} onAdded={wizard.scheduleAdded} />,
  ];

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm" mih={36}>
        <Title order={2} id={headingId}>
          Create a new class
        </Title>
        {step >= 1 && (
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={wizard.goBack}>
            Go back
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stepper active={step} allowNextStepsSelect={false} size="sm" wrap>
          {WIZARD_STEPS.map((label, index) => (
            <Stepper.Step
              key={label}
              label={label}
              allowStepSelect={false}
              // Passed steps are dimmed, their labels still at 4.5:1 or more.
              opacity={index < step ? PASSED_STEP_OPACITY : 1}
              aria-current={index === step ? 'step' : undefined}
            >
              {content[index]}
            </Stepper.Step>
          ))}
          <Stepper.Completed>
            <DoneStep
              path={[category, level, section, subject]}
              onAddAnotherSchedule={wizard.addAnotherSchedule}
              onCreateAnotherClass={wizard.reset}
            />
          </Stepper.Completed>
        </Stepper>
      </Paper>
    </Stack>
  );
}
