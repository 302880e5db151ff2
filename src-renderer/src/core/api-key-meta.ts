// The meta element whatever serves index.html injects with the desktop app's API key (browser mode's server,
// Electron's scheme handler). Its own module: the first-paint script reads it without the API clients.
export const API_KEY_META_NAME = 'jobdesk-api-key';
