// Whether the page hears the core's event stream now, in a small zustand store: written by use-core-events,
// read through selectors (the sync indicator says "Reconnecting…"). Lost harmlessly on a reload.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * `session-ended`: the core answers again but refuses this page's session. In browser mode the session
 * cookie lives for one run of `npm run web`, so a page left open across a restart must be opened again
 * from the address the new run printed; reconnecting cannot mend that.
 */
export type EventStreamState = 'connected' | 'reconnecting' | 'session-ended';

export type ConnectionState = {
  eventStream: EventStreamState;
  /** How many times the stream opened again after a loss (0 until the first loss is mended). */
  reconnections: number;
};

export type ConnectionActions = {
  /** The stream opened; after a loss this counts a reconnection. */
  streamOpened(): void;
  streamLost(): void;
  /** The core refused this page's session (401): only opening the app again helps. */
  sessionEnded(): void;
};

export type ConnectionStore = StoreApi<ConnectionState & ConnectionActions>;

/** One store per app, made by the entry and given to the tree once (ConnectionStoreContext). */
export function createConnectionStore(): ConnectionStore {
  return createStore<ConnectionState & ConnectionActions>()((set) => ({
    // Connected until the stream says otherwise: the first screen must not flash "Reconnecting…".
    eventStream: 'connected',
    reconnections: 0,
    streamOpened: () =>
      set((state) =>
        state.eventStream === 'connected'
          ? state
          : { eventStream: 'connected', reconnections: state.reconnections + 1 },
      ),
    // A loss after the session ended changes nothing: the stream keeps trying, and only a new session helps.
    streamLost: () =>
      set((state) => (state.eventStream === 'session-ended' ? state : { eventStream: 'reconnecting' })),
    sessionEnded: () => set({ eventStream: 'session-ended' }),
  }));
}

export const selectReconnecting = (state: ConnectionState): boolean => state.eventStream === 'reconnecting';
export const selectSessionEnded = (state: ConnectionState): boolean => state.eventStream === 'session-ended';

export const ConnectionStoreContext = createContext<ConnectionStore | null>(null);

function useConnectionStore(): ConnectionStore {
  const store = useContext(ConnectionStoreContext);
  if (store === null) throw new Error('useConnection needs a ConnectionStoreContext provider above it.');
  return store;
}

/** A slice of the connection's state; the component renders again only when the slice changes. */
export function useConnection<T>(selector: (state: ConnectionState) => T): T {
  return useStore(useConnectionStore(), selector);
}

/** The store's actions, stable for its life. */
export function useConnectionActions(): ConnectionActions {
  return useConnectionStore().getState();
}
