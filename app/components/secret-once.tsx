import { Code, Paper, Text } from '@mantine/core';

/**
 * A secret the shop keeps only as a hash or for signing (a webhook's, punchout's): shown this once,
 * announced to screen readers, wrapping anywhere so a long one never widens the page at 320 px.
 */
export function SecretOnce({ note, secret }: { note: string; secret: string }) {
  return (
    <Paper withBorder p="sm" role="status">
      <Text fw={600}>{note}</Text>
      <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }} data-testid="secret-once">
        {secret}
      </Code>
    </Paper>
  );
}
