// The posting-law findings of one field, shown under it: the province and rule, what to do, the law it
// comes from, and for a statement the description lacks, its sentence with a button that inserts it.
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import type { PostingField, PostingFinding } from '../../../src-shared/schemas/posting-checks.ts';
import { findingHeading, findingSourceLine } from './posting-findings.ts';

export type PostingFindingsNoteProps = {
  field: PostingField;
  findings: readonly PostingFinding[];
  /** Inserts a sentence at the end of the description (only findings with a suggestion offer it). */
  onInsert?(sentence: string): void;
};

const FIELD_WORDS: Readonly<Record<PostingField, string>> = {
  salary: 'salary',
  description: 'description',
  locations: 'locations',
};

export function PostingFindingsNote({ field, findings, onInsert }: PostingFindingsNoteProps) {
  if (findings.length === 0) return null;
  return (
    <Stack
      gap={6}
      role="group"
      aria-label={`Posting laws: the ${FIELD_WORDS[field]}`}
      data-testid={`posting-findings-${field}`}
    >
      {findings.map((finding) => (
        <Alert
          key={`${finding.province}:${finding.rule}`}
          variant="light"
          color={finding.severity === 'required' ? 'orange' : 'yellow'}
          p="xs"
          icon={<IconScale aria-hidden size={18} />}
          title={`${findingHeading(finding)}${finding.severity === 'check' ? ' (check)' : ''}`}
          data-rule={finding.rule}
        >
          <Stack gap={4}>
            <Text size="sm">{finding.message}</Text>
            {finding.suggestion !== undefined && onInsert !== undefined && (
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fs="italic">
                  “{finding.suggestion}”
                </Text>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => onInsert(finding.suggestion ?? '')}
                  aria-label={`Insert this sentence into the description: “${finding.suggestion}”`}
                >
                  Insert this sentence
                </Button>
              </Group>
            )}
            {/* Dark and underlined: the theme's link blue is too light on the yellow of a 'check'. */}
            <Anchor
              href={finding.source.url}
              target="_blank"
              rel="noreferrer"
              size="xs"
              c="dark.7"
              underline="always"
            >
              {findingSourceLine(finding)}
            </Anchor>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
