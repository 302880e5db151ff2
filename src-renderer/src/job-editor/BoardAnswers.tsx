// Under the editor's header, once the job is on several boards: what each board answered, one line each, kept
// current as the boards answer (a publish to three boards is one action; this says how each one took it).
import { List } from '@mantine/core';
import { showsEachBoard } from '../core/queries.ts';
import { boardAnswersSummary } from './post-to-boards.ts';
import type { PostToBoards } from './use-post-to-boards.ts';

export function BoardAnswers({ postTo }: { postTo: PostToBoards }) {
  if (!showsEachBoard(postTo.boards) || postTo.postings.length === 0) return null;
  return (
    <List size="sm" aria-label="What each board answered" aria-live="polite" data-testid="board-answers">
      {boardAnswersSummary(postTo.boards, postTo.postings).map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}
