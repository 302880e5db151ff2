// The connection store without React: the stream's losses and returns, and the selector the indicator reads.
import { describe, expect, it } from 'vitest';
import { createConnectionStore, selectReconnecting, selectSessionEnded } from './connection-store.ts';

describe('the connection store', () => {
  it('starts connected, so the first screen says nothing about reconnecting', () => {
    const store = createConnectionStore();
    expect(selectReconnecting(store.getState())).toBe(false);
    expect(store.getState().reconnections).toBe(0);
  });

  it('says reconnecting after a loss and connected again when the stream opens, counting the return', () => {
    const store = createConnectionStore();
    store.getState().streamLost();
    expect(selectReconnecting(store.getState())).toBe(true);
    store.getState().streamOpened();
    expect(selectReconnecting(store.getState())).toBe(false);
    expect(store.getState().reconnections).toBe(1);
  });

  it('does not count the first opening, nor an opening while already connected, as a reconnection', () => {
    const store = createConnectionStore();
    const seen: boolean[] = [];
    store.subscribe((state) => seen.push(selectReconnecting(state)));
    store.getState().streamOpened();
    store.getState().streamOpened();
    expect(store.getState().reconnections).toBe(0);
    expect(seen).toEqual([]);
  });

  it('says the session ended when the core refuses it, and stays so through further losses', () => {
    const store = createConnectionStore();
    store.getState().streamLost();
    store.getState().sessionEnded();
    store.getState().streamLost();
    expect(selectSessionEnded(store.getState())).toBe(true);
    expect(selectReconnecting(store.getState())).toBe(false);
  });

  it('is connected again when a stream opens after the session ended (the page was let in again)', () => {
    const store = createConnectionStore();
    store.getState().sessionEnded();
    store.getState().streamOpened();
    expect(selectSessionEnded(store.getState())).toBe(false);
    expect(store.getState().reconnections).toBe(1);
  });
});
