import { Menu, SegmentedControl, Stack, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun, type Icon } from '@tabler/icons-react';
import { useId } from 'react';

/** The themes a person can pick; 'Follow device' (the first visit's) takes the device's light or dark. */
const THEME_CHOICES: readonly { value: MantineColorScheme; label: string; icon: Icon }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'Follow device', icon: IconDeviceDesktop },
];

const isScheme = (value: string): value is MantineColorScheme => THEME_CHOICES.some((choice) => choice.value === value);

/**
 * 'Theme' at the foot of an area's side menu: Light, Dark or Follow device as one radio group
 * (Tab reaches it, the arrow keys choose). The choice is kept in this browser.
 */
export function ThemeControl() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const labelId = useId();
  return (
    <Stack gap={4} px="sm" py={6}>
      <Text id={labelId} size="sm">
        Theme
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        size="xs"
        fullWidth
        value={colorScheme}
        onChange={(value) => isScheme(value) && setColorScheme(value)}
        data={THEME_CHOICES.map(({ value, label }) => ({ value, label }))}
      />
    </Stack>
  );
}

/** The same choice as items of the top bar's account menu, the chosen one ticked and said to be current. */
export function ThemeMenuItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Label>Theme</Menu.Label>
      {THEME_CHOICES.map(({ value, label, icon: ChoiceIcon }) => {
        const chosen = value === colorScheme;
        return (
          <Menu.Item
            key={value}
            leftSection={<ChoiceIcon size={16} />}
            rightSection={chosen ? <IconCheck size={14} aria-hidden /> : undefined}
            aria-current={chosen || undefined}
            onClick={() => setColorScheme(value)}
          >
            {label}
          </Menu.Item>
        );
      })}
    </>
  );
}
