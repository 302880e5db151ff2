// The board keys every log masks, whatever Settings does while JobDesk runs: the secret store is wrapped,
// so a key saved is known to the logger before it is stored, and stays known until the process ends.
import { keysInSecret } from './board-credentials.ts';
import type { SecretStore } from './secret-store.ts';

export type RememberedKeys = {
  /** The store to hand to the core: the same store, whose writes teach `keys` first. */
  store: SecretStore;
  /** Every board key the store held or was given since this was built, for the logger to mask. */
  keys(): readonly string[];
};

/**
 * Wraps `store` so that every board key it holds (each board's, in either stored format) is known. A key
 * replaced or cleared stays known: a request sent with it may still be answered, and its answer logged.
 */
export function rememberBoardKeys(store: SecretStore): RememberedKeys {
  const known = new Set<string>(keysInSecret(store.read()));
  let keys: readonly string[] = [...known];
  const learn = (secret: string | null): void => {
    for (const key of keysInSecret(secret)) known.add(key);
    keys = [...known];
  };
  return {
    store: {
      read: () => {
        const secret = store.read();
        learn(secret);
        return secret;
      },
      write: (secret) => {
        learn(secret);
        store.write(secret);
      },
      clear: () => store.clear(),
    },
    keys: () => keys,
  };
}
