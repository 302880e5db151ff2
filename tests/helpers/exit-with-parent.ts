// Preloaded (node --import) into a board a test spawns: when the test process dies, even by SIGKILL, the
// pipe on the child's stdin closes, and the board shuts down instead of outliving the test run.
const GRACE_MS = 3_000;

// A module, not a script: its names stay its own.
export {};

function stopBoard(): void {
  // SIGTERM runs the board's own clean shutdown; the timer ends a board that does not stop in time.
  setTimeout(() => process.exit(1), GRACE_MS).unref();
  process.kill(process.pid, 'SIGTERM');
}

if (!process.stdin.isTTY) {
  process.stdin.on('end', stopBoard);
  process.stdin.on('error', stopBoard);
  process.stdin.resume();
  // Watching the pipe must not keep a board alive that has closed its server.
  process.stdin.unref();
}
