// The change stream's promise to its listeners: a change is heard once, after the transaction it was
// published in commits, and never when that transaction (or its savepoint) rolls back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CoreChange, createChangeStream } from './change-stream.ts';
import type { Store } from './store.ts';
import { openTestStore } from './test-fixtures.ts';

let store: Store;
let heard: CoreChange[];

beforeEach(() => {
  store = openTestStore();
  heard = [];
  store.changes.subscribe((change) => heard.push(change));
});

afterEach(() => store.close());

const change = (jobId: number): CoreChange => ({ type: 'job', jobId, change: 'updated' });

describe('the store’s change stream', () => {
  it('holds a change published in a transaction until the transaction commits', () => {
    store.transaction(() => {
      store.changes.publish(change(1));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([change(1)]);
  });

  it('drops the changes of a transaction that rolls back', () => {
    expect(() =>
      store.transaction(() => {
        store.changes.publish(change(1));
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(heard).toEqual([]);
  });

  it('drops the changes of a savepoint that rolls back, and keeps those of its transaction', () => {
    store.transaction(() => {
      store.changes.publish(change(1));
      try {
        store.transaction(() => {
          store.changes.publish(change(2));
          throw new Error('refused');
        });
      } catch {
        // The outer transaction goes on without the savepoint's work.
      }
      store.transaction(() => store.changes.publish(change(3)));
    });
    expect(heard).toEqual([change(1), change(3)]);
  });

  it('sends a change published outside any transaction at once', () => {
    store.changes.publish({ type: 'settings' });
    expect(heard).toEqual([{ type: 'settings' }]);
  });

  it('lets every listener hear a change when one of them throws, and tells of the failure', () => {
    const failures: unknown[] = [];
    const stream = createChangeStream((error) => failures.push(error));
    const failing = new Error('listener broke');
    stream.subscribe(() => {
      throw failing;
    });
    const later: CoreChange[] = [];
    stream.subscribe((heardChange) => later.push(heardChange));
    stream.publish(change(4));
    expect(later).toEqual([change(4)]);
    expect(failures).toEqual([failing]);
  });
});
