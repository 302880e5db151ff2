// The time now, read again every `everyMs`: words that say how long ago something was ("last read 14 min ago")
// stay true while nothing else changes on the screen.
import { useEffect, useState } from 'react';

export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
