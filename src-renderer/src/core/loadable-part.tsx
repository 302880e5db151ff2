// Parts of the UI loaded when first needed. In browser mode the core serves the page's code and may be
// restarting at that moment: a part whose code cannot be fetched is tried again a few times, and a part that
// still fails shows a line saying so instead of taking the whole page down with it. A part is ready once the
// UI's whole catalog is in too (the first screen starts with its own messages only: core/activate-language.ts),
// so no part ever shows a message id (load-part.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { loadPart } from './load-part.ts';

/** React.lazy over `loadPart`. */
export const lazyPart: typeof lazy = (load) => lazy(() => loadPart(load));

type PartProps = {
  /** Shown while the part's code loads. */
  fallback: ReactNode;
  /** Shown when it could not load at all; by default a line with a Reload button. */
  failure?: ReactNode;
  children: ReactNode;
};

/** Suspense for a lazy part, inside a boundary that keeps its failure to itself. */
export function LoadablePart({ fallback, failure, children }: PartProps) {
  return (
    <PartBoundary failure={failure === undefined ? <PartFailed /> : failure}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </PartBoundary>
  );
}

class PartBoundary extends Component<{ failure: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.failure : this.props.children;
  }
}

function PartFailed() {
  const { t } = useLingui();
  return (
    <Alert color="red" title={t`This part of JobDesk could not load`}>
      <Trans>JobDesk may have been restarting.</Trans>{' '}
      <Button size="xs" variant="light" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </Button>
    </Alert>
  );
}
