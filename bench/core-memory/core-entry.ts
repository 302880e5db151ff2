// The core as the memory bench runs it: browser mode's host, built into one file like the app's main process.
import '../../tests/helpers/exit-with-parent.ts';
import '../../src-main/host/web-cli.ts';
