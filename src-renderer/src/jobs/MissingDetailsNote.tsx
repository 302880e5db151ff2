// Under a half-done draft's status in the list: how many details it still lacks before a board takes it
// (the core counts them by the shared rule, src-shared/rules/draft-details.ts).
import { Plural } from '@lingui/react/macro';

export function MissingDetailsNote({ count }: { count: number | undefined }) {
  if (count === undefined || count === 0) return null;
  return (
    <div
      data-testid="missing-details"
      style={{
        fontSize: 'var(--mantine-font-size-xs)',
        color: 'var(--mantine-color-orange-9)',
        marginTop: 2,
        // Its cell keeps the status badge on one line; the note wraps (French's words are long at 1024 px).
        whiteSpace: 'normal',
      }}
    >
      <Plural value={count} one="# detail missing" other="# details missing" />
    </div>
  );
}
