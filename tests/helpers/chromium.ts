// Debian's Chromium as every browser test and the UI bench start it (Playwright cannot download its own
// here): where it is, and the flags that keep it from reaching the network or needing a sandbox or a GPU.
export const CHROMIUM_PATH = process.env.JOBDESK_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
