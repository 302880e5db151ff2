// A page that asks before it is left (Settings or a job with changes not saved sets `beforeunload`) gets the
// question a browser asks. Electron asks nothing by itself: it keeps the page, so closing the window or
// quitting would silently do nothing.

/** The part of Electron's WebContents the prompt listens to, so it can be tested without Electron. */
export type UnloadingContents = {
  on(event: 'will-prevent-unload', listener: (event: { preventDefault(): void }) => void): unknown;
};

/** The question, as `dialog.showMessageBoxSync` takes it: button 0 leaves, button 1 (the default) stays. */
export const LEAVE_QUESTION = {
  type: 'question',
  buttons: ['Leave', 'Stay'],
  defaultId: 1,
  cancelId: 1,
  title: 'Leave without saving?',
  message: 'Your changes have not been saved.',
  detail: 'Leaving discards them.',
} as const;

/** On each page's request to stay, asks `leave()`; yes lets the window close (or reload, or the app quit). */
export function askBeforeLeaving(contents: UnloadingContents, leave: () => boolean): void {
  contents.on('will-prevent-unload', (event) => {
    // Electron's way to overrule the page's beforeunload: preventDefault on this event lets the unload go on.
    if (leave()) event.preventDefault();
  });
}
