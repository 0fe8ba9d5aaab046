import { Button, Group, Paper, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { showServerErrors } from '@/lib/server-errors';
import { notifySuccess } from '@/lib/notify';
import { SETTINGS_FIELDS, SETTINGS_MESSAGES, useAttendanceSettings, useSaveAttendanceSettings } from '../api/settings';
import type { AttendanceSettings, RegistersSetting } from '../types';
import { AlertSettingsForm } from './alert-settings-form';

/** The settings as the form holds them: the numbers as typed. */
interface SettingsValues {
  registers: RegistersSetting;
  editDays: string;
  chronicPercent: string;
}

const REGISTERS: { value: RegistersSetting; label: string; description: string }[] = [
  { value: 'lesson', label: 'Lesson', description: 'Each lesson’s teacher takes a register of the lesson.' },
  { value: 'daily', label: 'Daily', description: 'Each section’s adviser takes one register a day.' },
  { value: 'both', label: 'Both', description: 'Daily registers and a register of every lesson.' },
];

/** A whole number from `min` to `max`, as typed. */
const wholeIn = (min: number, max: number) => (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

const valuesOf = (settings: AttendanceSettings): SettingsValues => ({
  registers: settings.registers,
  editDays: String(settings.editDays),
  chronicPercent: String(settings.chronicPercent),
});

/** The three settings and Save; the server's refusals show beside their fields. */
function SettingsForm({ settings }: { settings: AttendanceSettings }) {
  const save = useSaveAttendanceSettings();
  const form = useForm<SettingsValues>({
    mode: 'uncontrolled',
    initialValues: valuesOf(settings),
    validate: {
      registers: (value) => (REGISTERS.some((each) => each.value === value) ? null : SETTINGS_MESSAGES.registers),
      editDays: (value) => (wholeIn(0, 365)(value) ? null : SETTINGS_MESSAGES.editDays),
      chronicPercent: (value) => (wholeIn(1, 100)(value) ? null : SETTINGS_MESSAGES.chronicPercent),
    },
  });
  const fieldProps = (field: keyof SettingsValues) => ({
    ...form.getInputProps(field),
    'aria-invalid': Boolean(form.errors[field]),
  });

  const submit = (values: SettingsValues) =>
    save.mutate(
      { registers: values.registers, editDays: Number(values.editDays), chronicPercent: Number(values.chronicPercent) },
      {
        onSuccess: () => notifySuccess('Attendance settings saved.'),
        onError: (error) => showServerErrors(form, error, SETTINGS_FIELDS),
      },
    );

  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate aria-label="Attendance settings" onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <Radio.Group label="Registers" key={form.key('registers')} {...form.getInputProps('registers')}>
            <Stack gap="xs" mt="xs">
              {REGISTERS.map((each) => (
                <Radio key={each.value} value={each.value} label={each.label} description={each.description} />
              ))}
            </Stack>
          </Radio.Group>
          <TextInput
            label="Days a teacher may edit a register"
            description="After the register’s day; 0 allows changes on the day itself only."
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            w={{ base: '100%', xs: '20rem' }}
            key={form.key('editDays')}
            {...fieldProps('editDays')}
          />
          <TextInput
            label="Chronic absence threshold (%)"
            description="A student absent on this share of school days or more is chronically absent."
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            w={{ base: '100%', xs: '20rem' }}
            key={form.key('chronicPercent')}
            {...fieldProps('chronicPercent')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** 'Attendance settings' of the School year group: which registers are taken, for how long a teacher may change one, and when absence is chronic. */
export function AttendanceSettingsScreen() {
  const settings = useAttendanceSettings();
  return (
    <ScreenSection title="Attendance settings">
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : (
        <LoadState label="Loading attendance settings" query={settings} failedText="The attendance settings could not be loaded." />
      )}
      <AlertSettingsForm />
    </ScreenSection>
  );
}
