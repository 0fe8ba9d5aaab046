import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { SchoolYear } from '@/types/api';
import { CloseYearPlan } from './close-year-plan';

/** Phones give the plan the whole screen: a row per section with its choice needs the width. */
const PHONE_QUERY = '(max-width: 48em)';

/** 'Close school year': the dialog that moves every section's students on or graduates them. */
export function CloseYear({ year }: { year: SchoolYear }) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        Close school year
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Close ${year.name}`} size="lg" fullScreen={phone}>
        <CloseYearPlan year={year} onDone={() => setOpened(false)} />
      </Modal>
    </>
  );
}
