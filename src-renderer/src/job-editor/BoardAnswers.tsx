// Under the editor's header, once the job is on several boards: what each board answered, one line each, kept
// current as the boards answer (a publish to three boards is one action; this says how each one took it).
import { useLingui } from '@lingui/react/macro';
import { List } from '@mantine/core';
import { showsEachBoard } from '../core/queries.ts';
import { boardAnswersBeforeFirstSave, boardAnswersSummary } from './post-to-boards.ts';
import type { PostToBoards } from './use-post-to-boards.ts';

/** `saved`: whether the job exists in the core (a new job's lines say each chosen board is not sent yet). */
export function BoardAnswers({ postTo, saved }: { postTo: PostToBoards; saved: boolean }) {
  const { t } = useLingui();
  if (!showsEachBoard(postTo.boards)) return null;
  const lines = saved
    ? boardAnswersSummary(postTo.boards, postTo.postings)
    : boardAnswersBeforeFirstSave(postTo.boards, postTo.choices);
  if (lines.length === 0) return null;
  return (
    <List size="sm" aria-label={t`What each board answered`} aria-live="polite" data-testid="board-answers">
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}
