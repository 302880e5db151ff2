// The app's confirmation dialogs. Their provider (Mantine's modals, with the Modal and its focus trap) loads
// after the first screen (App.tsx): a dialog asked for before it is there opens once it is, rather than never.
import { modals, type OpenConfirmModal } from '@mantine/modals';

let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the dialogs' provider once it is mounted and listening. */
export function dialogsReady(): void {
  markReady();
}

/** Opens a confirmation dialog (Mantine's openConfirmModal), as soon as the dialogs' provider is there. */
export function openConfirmDialog(props: OpenConfirmModal): void {
  void ready.then(() => modals.openConfirmModal(props));
}
