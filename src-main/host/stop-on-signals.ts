// A CLI's clean shutdown: SIGTERM or SIGINT runs `stop` once, then the process exits (1 if it failed).
export function stopOnSignals(stop: () => Promise<void>, onFailure: (error: unknown) => void): void {
  let stopping = false;
  const handle = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        onFailure(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
