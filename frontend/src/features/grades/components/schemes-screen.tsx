import { Tabs } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useSchemes } from '../api/schemes';
import { SchemeForm } from './scheme-form';

/** Admin › Grades › Grading schemes: one scheme per subject group. */
export function SchemesScreen() {
  const schemes = useSchemes();
  const entries = schemes.data?.schemes ?? [];
  return (
    <ScreenSection title="Grading schemes">
      {schemes.data ? (
        <Tabs defaultValue={entries[0]?.group} keepMounted={false}>
          <Tabs.List>
            {entries.map((entry) => (
              <Tabs.Tab key={entry.group} value={entry.group}>
                {entry.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {entries.map((entry) => (
            <Tabs.Panel key={entry.group} value={entry.group} pt="md">
              <SchemeForm key={JSON.stringify(entry.scheme)} entry={entry} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <LoadState label="Loading grading schemes" query={schemes} failedText="The grading schemes could not be loaded." />
      )}
    </ScreenSection>
  );
}
