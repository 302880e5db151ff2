import { describe, expect, it, vi } from 'vitest';

const openConfirmModal = vi.fn();
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal } }));

describe('a confirmation dialog', () => {
  it('asked for before the dialogs’ provider is there opens once it is, and only then', async () => {
    const { dialogsReady, openConfirmDialog } = await import('./confirm-dialog.ts');
    openConfirmDialog({ title: 'Delete 3 jobs?' });
    await Promise.resolve();
    expect(openConfirmModal).not.toHaveBeenCalled();

    dialogsReady();
    await vi.waitFor(() => expect(openConfirmModal).toHaveBeenCalledWith({ title: 'Delete 3 jobs?' }));
    openConfirmDialog({ title: 'Leave without saving?' });
    await vi.waitFor(() => expect(openConfirmModal).toHaveBeenCalledTimes(2));
  });
});
