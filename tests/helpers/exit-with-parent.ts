// Preloaded (node --import) into every server a test or the bench spawns (or imported by a built entry):
// when the parent dies, even by SIGKILL, the pipe on the child's stdin closes, and the child shuts down
// instead of outliving the run.
const GRACE_MS = 3_000;

// A module, not a script: its names stay its own.
export {};

function stopSelf(): void {
  // SIGTERM runs the server's own clean stop (or the default exit); the timer ends one that hangs.
  setTimeout(() => process.exit(1), GRACE_MS).unref();
  process.kill(process.pid, 'SIGTERM');
}

if (!process.stdin.isTTY) {
  process.stdin.on('end', stopSelf);
  process.stdin.on('error', stopSelf);
  process.stdin.resume();
  // Watching the pipe must not keep alive a server that has closed.
  process.stdin.unref();
}
