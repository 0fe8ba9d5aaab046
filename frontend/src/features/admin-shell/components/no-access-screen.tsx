import { Text } from '@mantine/core';
import { GoToStartButton } from '@/components/ui/not-found-screen';
import { ScreenSection } from '@/components/ui/screen-section';

/** The heading of an address the signed-in staff may not open: the server's own words for a refusal. */
const NO_ACCESS = 'You do not have access to this.';

export interface NoAccessScreenProps {
  /** Where 'Go to the start' leads: the area's first screen. */
  home: string;
}

/**
 * What a cashier sees at an administrator's address (/admin/teachers): said plainly, in their
 * own area, instead of a screen whose every call the server would refuse.
 */
export function NoAccessScreen({ home }: NoAccessScreenProps) {
  return (
    <ScreenSection title={NO_ACCESS}>
      <Text>Your account opens only the screens in your menu.</Text>
      <div>
        <GoToStartButton home={home} />
      </div>
    </ScreenSection>
  );
}
