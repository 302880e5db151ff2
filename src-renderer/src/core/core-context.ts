// The clients of the core, given to every screen through React context.
import { createContext, useContext } from 'react';
import type { CoreConnection } from './core-connection.ts';

export const CoreContext = createContext<CoreConnection | null>(null);

export function useCore(): CoreConnection {
  const core = useContext(CoreContext);
  if (core === null) throw new Error('useCore needs a CoreContext provider above it.');
  return core;
}
