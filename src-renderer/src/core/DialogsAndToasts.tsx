// The providers of the app's dialogs and toasts, loaded after the first screen (App.tsx). The dialogs'
// provider is listening once its effect has run: dialogs asked for before then open now.
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { dialogsReady } from './confirm-dialog.ts';

export function DialogsAndToasts() {
  useEffect(dialogsReady, []);
  return (
    <>
      <ModalsProvider />
      <Notifications position="bottom-right" />
    </>
  );
}
