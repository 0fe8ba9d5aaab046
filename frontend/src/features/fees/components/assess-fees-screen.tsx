import { Alert, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ScreenSection } from '@/components/ui/screen-section';
import { SectionPicker } from '@/components/ui/section-picker';
import { errorMessage } from '@/lib/api-error';
import { countOf } from '@/lib/count-of';
import { notifySuccess } from '@/lib/notify';
import { useSectionOptions } from '@/lib/queries/section-options';
import { showServerErrors } from '@/lib/server-errors';
import { useAssessFees } from '../api/assess-fees';
import { useLevelOptions } from '../hooks/use-level-options';
import { useSchoolYearChoice } from '../hooks/use-school-year-choice';
import type { FeeAssessmentView, AssessPayload, FeeLearnerMatchView } from '../types';
import { AssessmentPreview } from './assessment-preview';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LearnerPicker } from './learner-picker';
import { LevelSelect } from './level-select';
import { SchoolYearSelect } from './school-year-select';

/** Whom an assessment covers. */
type Scope = 'school' | 'level' | 'section' | 'learner';

interface ScopeValues {
  scope: Scope;
  levelID: string | null;
  sectionID: string | null;
  student: FeeLearnerMatchView | null;
}

const SCOPES: { value: Scope; label: string }[] = [
  { value: 'school', label: 'Whole school' },
  { value: 'level', label: 'Level' },
  { value: 'section', label: 'Section' },
  { value: 'learner', label: 'One learner' },
];

/** The scope's part of `POST /api/fees/assess`: none of the three for the whole school. */
function scopeOf(values: ScopeValues): Pick<AssessPayload, 'levelID' | 'sectionID' | 'studentID'> {
  if (values.scope === 'level' && values.levelID) return { levelID: values.levelID };
  if (values.scope === 'section' && values.sectionID) return { sectionID: values.sectionID };
  if (values.scope === 'learner' && values.student) return { studentID: values.student._id };
  return {};
}

/** What was previewed, and for which choice: a confirmation posts exactly that. */
interface Previewed {
  payload: AssessPayload;
  scopeName: string;
  answer: FeeAssessmentView;
}

/**
 * 'Assess fees': the schedule posted to the accounts of the whole school, a level, a section or
 * one learner. 'Preview' says what would change; 'Assess N learners' posts it, once confirmed.
 */
export function AssessFeesScreen() {
  const yearChoice = useSchoolYearChoice();
  const levels = useLevelOptions();
  const sections = useSectionOptions();
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const assess = useAssessFees();
  const form = useForm<ScopeValues>({
    initialValues: { scope: 'school', levelID: null, sectionID: null, student: null },
    validate: {
      levelID: (value, values) => (values.scope === 'level' && !value ? 'Choose a level.' : null),
      sectionID: (value, values) => (values.scope === 'section' && !value ? 'Choose a section.' : null),
      student: (value, values) => (values.scope === 'learner' && !value ? 'Find and choose a learner.' : null),
    },
    // A new choice makes the last preview old news.
    onValuesChange: () => {
      setPreviewed(null);
      setRefusal(null);
    },
  });
  const values = form.values;

  const scopeName = (): string => {
    if (values.scope === 'level') return levels.groups.flatMap((group) => group.items).find((item) => item.value === values.levelID)?.label ?? 'the level';
    if (values.scope === 'section') {
      return sections.data?.flatMap((group) => group.items).find((item) => item.value === values.sectionID)?.label ?? 'the section';
    }
    if (values.scope === 'learner') return values.student?.full_name ?? 'the learner';
    return 'the whole school';
  };

  const preview = (chosen: ScopeValues) => {
    if (!yearChoice.schoolYearID) return;
    setRefusal(null);
    setOutcome(null);
    const payload: AssessPayload = { schoolYearID: yearChoice.schoolYearID, ...scopeOf(chosen), confirm: false };
    const name = scopeName();
    assess.mutate(payload, {
      onSuccess: (answer) => setPreviewed({ payload, scopeName: name, answer }),
      onError: (error) =>
        showServerErrors(form, error, { levelID: 'levelID', sectionID: 'sectionID', studentID: 'student' }, { otherwise: setRefusal }),
    });
  };

  const confirm = () => {
    if (!previewed) return;
    assess.mutate(
      { ...previewed.payload, confirm: true },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setPreviewed(null);
          const said = `Assessed ${answer.assessed}, re-assessed ${answer.reassessed}`;
          setOutcome(said);
          notifySuccess(`${said}.`);
        },
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };

  const learners = previewed?.answer.learners ?? 0;
  return (
    <ScreenSection title="Assess fees">
      <Paper withBorder radius="md" p="md">
        <form noValidate aria-label="Whom to assess" onSubmit={form.onSubmit(preview)}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Posts each learner&apos;s charges, discounts and installments from their level&apos;s fee schedule. Assessing
              again posts only what changed.
            </Text>
            <SchoolYearSelect
              choice={yearChoice}
              onChange={() => {
                setPreviewed(null);
                setOutcome(null);
              }}
            />
            <Radio.Group label="Scope" {...form.getInputProps('scope')}>
              <Group gap="md" mt={6} wrap="wrap">
                {SCOPES.map((scope) => (
                  <Radio key={scope.value} value={scope.value} label={scope.label} />
                ))}
              </Group>
            </Radio.Group>
            {values.scope === 'level' && (
              <LevelSelect
                value={values.levelID}
                onChange={(value) => form.setFieldValue('levelID', value)}
                error={typeof form.errors.levelID === 'string' ? form.errors.levelID : undefined}
                clearable
              />
            )}
            {values.scope === 'section' && (
              <SectionPicker
                value={values.sectionID}
                onChange={(value) => form.setFieldValue('sectionID', value)}
                error={typeof form.errors.sectionID === 'string' ? form.errors.sectionID : undefined}
              />
            )}
            {values.scope === 'learner' && (
              <Stack gap={4}>
                <LearnerPicker value={values.student} onChange={(learner) => form.setFieldValue('student', learner)} />
                {typeof form.errors.student === 'string' && (
                  <Text size="sm" c="red">
                    {form.errors.student}
                  </Text>
                )}
              </Stack>
            )}
            {refusal && !confirming && (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={assess.isPending && !confirming} disabled={!yearChoice.schoolYearID}>
                Preview
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {outcome && (
        <Alert color="green" role="status">
          {outcome}
        </Alert>
      )}
      {previewed && (
        <AssessmentPreview preview={previewed.answer} scopeName={previewed.scopeName} onAssess={() => setConfirming(true)} />
      )}
      <ConfirmDialog
        opened={confirming}
        title={`Assess ${countOf(learners, 'learner')}?`}
        confirmLabel="Assess"
        pending={assess.isPending}
        error={confirming ? refusal : null}
        onConfirm={confirm}
        onCancel={() => {
          setConfirming(false);
          setRefusal(null);
        }}
      >
        {`Charges, discounts and installments are posted to the accounts of ${previewed?.scopeName ?? 'the learners'} for ${yearChoice.year?.name ?? 'the school year'}; an account already assessed gets adjustment entries for what changed.`}
      </ConfirmDialog>
    </ScreenSection>
  );
}
