import { Alert, Text } from '@mantine/core';

export interface DownloadOutcomeProps {
  /** The name the last file was saved under, once it was. */
  savedAs?: string | null;
  /** Why the server refused the last download (a refusal shown beside a field is not repeated here). */
  refusal?: string | null;
}

/** What became of a download: the file saved, or the server's refusal. */
export function DownloadOutcome({ savedAs, refusal }: DownloadOutcomeProps) {
  if (refusal) {
    return (
      <Alert color="red" title="The file was not downloaded">
        {refusal}
      </Alert>
    );
  }
  if (savedAs) {
    return (
      <Text size="sm" c="green" role="status" style={{ overflowWrap: 'anywhere' }}>
        {`Downloaded ${savedAs}.`}
      </Text>
    );
  }
  return null;
}
