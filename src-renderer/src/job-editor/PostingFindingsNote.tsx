// The posting findings of one field, shown under it: the province and rule (or a template blank's title),
// what to do, the law it comes from when there is one, and for a statement the description lacks, its
// sentence with a button that inserts it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import type { PostingField, PostingFinding } from '../../../src-shared/schemas/posting-checks.ts';
import { findingHeadingNow, findingSourceLine } from './posting-findings.ts';

export type PostingFindingsNoteProps = {
  field: PostingField;
  findings: readonly PostingFinding[];
  /** Inserts a sentence at the end of the description (only findings with a suggestion offer it). */
  onInsert?(sentence: string): void;
};

export function PostingFindingsNote({ field, findings, onInsert }: PostingFindingsNoteProps) {
  const { t } = useLingui();
  if (findings.length === 0) return null;
  const groupLabel: Record<PostingField, string> = {
    salary: t`Posting laws: the salary`,
    description: t`Posting laws: the description`,
    locations: t`Posting laws: the locations`,
  };
  return (
    <Stack gap={6} role="group" aria-label={groupLabel[field]} data-testid={`posting-findings-${field}`}>
      {findings.map((finding) => {
        const heading = findingHeadingNow(finding);
        const source = findingSourceLine(finding);
        return (
          <Alert
            key={`${finding.province ?? ''}:${finding.rule}`}
            variant="light"
            color={finding.severity === 'required' ? 'orange' : 'yellow'}
            p="xs"
            icon={<IconScale aria-hidden size={18} />}
            title={finding.severity === 'check' ? t`${heading} (check)` : heading}
            data-rule={finding.rule}
          >
            <Stack gap={4}>
              <Text size="sm">{finding.message}</Text>
              {finding.suggestion !== undefined && onInsert !== undefined && (
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fs="italic">
                    {t`“${finding.suggestion}”`}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => onInsert(finding.suggestion ?? '')}
                    aria-label={t`Insert this sentence into the description: “${finding.suggestion}”`}
                  >
                    <Trans>Insert this sentence</Trans>
                  </Button>
                </Group>
              )}
              {/* Dark and underlined: the theme's link blue is too light on the yellow of a 'check'. */}
              {finding.source !== undefined && source !== null ? (
                <Anchor
                  href={finding.source.url}
                  target="_blank"
                  rel="noreferrer"
                  size="xs"
                  c="dark.7"
                  underline="always"
                >
                  {source}
                </Anchor>
              ) : null}
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
