import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the page's one moment: each test loads it anew.
async function freshModule() {
  vi.resetModules();
  return import('./first-screen.ts');
}

describe('after the first screen', () => {
  beforeEach(() => vi.resetModules());

  it('waits until the entry’s moment has come', async () => {
    const { afterFirstScreen, firstScreenSettlesWith } = await freshModule();
    let settle: () => void = () => {};
    firstScreenSettlesWith(new Promise<void>((resolve) => (settle = resolve)));
    let settled = false;
    void afterFirstScreen().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    settle();
    await afterFirstScreen();
    expect(settled).toBe(true);
  });

  it('says whether it has settled, so a part mounted later renders at once', async () => {
    const { afterFirstScreen, firstScreenHasSettled, firstScreenSettlesWith } = await freshModule();
    let settle: () => void = () => {};
    firstScreenSettlesWith(new Promise<void>((resolve) => (settle = resolve)));
    expect(firstScreenHasSettled()).toBe(false);
    settle();
    await afterFirstScreen();
    expect(firstScreenHasSettled()).toBe(true);
  });

  it('comes even when the first page failed to load', async () => {
    const { afterFirstScreen, firstScreenSettlesWith } = await freshModule();
    firstScreenSettlesWith(Promise.reject(new Error('the core is restarting')));
    await expect(afterFirstScreen()).resolves.toBeUndefined();
  });
});
