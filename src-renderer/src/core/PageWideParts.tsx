// The page-wide parts no first screen shows, loaded after it (App.tsx): the dialogs' and toasts' providers, and
// the page's icon. The dialogs' provider is listening once its effect has run: dialogs asked for before then
// open now. The icon (a browser tab's; the desktop window takes its own from the app) is not named in
// index.html: the page parses an SVG icon on its main thread, and at a launch that cost about 40 ms while the
// first frame waited (`npm run bench -- ui`). React puts the <link> in the document's head.
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import iconUrl from '../../../build/icon.svg?no-inline';
import { dialogsReady } from './confirm-dialog.ts';

export function PageWideParts() {
  useEffect(dialogsReady, []);
  return (
    <>
      <link rel="icon" type="image/svg+xml" href={iconUrl} />
      <ModalsProvider />
      <Notifications position="bottom-right" />
    </>
  );
}
