import { Button, Text } from '@mantine/core';
import { Link, useInRouterContext } from 'react-router';
import { ScreenSection } from './screen-section';

export interface NotFoundScreenProps {
  /** Where 'Go to the start' leads: the area's first screen, e.g. '/teacher'. */
  home: string;
}

/**
 * What an address that names no screen of the area shows (mistyped, or a screen this user does
 * not have): a heading, a line, and the way back.
 */
export function NotFoundScreen({ home }: NotFoundScreenProps) {
  return (
    <ScreenSection title="Page not found">
      <Text>Nothing is at this address. The link may be mistyped, or what it named is no longer here.</Text>
      <div>
        <GoToStartButton home={home} />
      </div>
    </ScreenSection>
  );
}

/**
 * 'Go to the start': the way back from an address that shows nothing of its own ("Page not
 * found", or what the server refused to show).
 */
export function GoToStartButton({ home }: NotFoundScreenProps) {
  // Outside a router (a screen shown on its own) the way back is a plain link.
  const routed = useInRouterContext();
  return routed ? (
    <Button component={Link} to={home}>
      Go to the start
    </Button>
  ) : (
    <Button component="a" href={home}>
      Go to the start
    </Button>
  );
}
