import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, type PermissionSession } from './permissions.ts';

describe('denyAllPermissions', () => {
  it('refuses every request, check and device permission and reports the requests', () => {
    const handlers: Record<string, (...args: never[]) => unknown> = {};
    const session = {
      setPermissionRequestHandler: (handler: (...args: never[]) => unknown) => {
        handlers.request = handler;
      },
      setPermissionCheckHandler: (handler: (...args: never[]) => unknown) => {
        handlers.check = handler;
      },
      setDevicePermissionHandler: (handler: (...args: never[]) => unknown) => {
        handlers.device = handler;
      },
    } as unknown as PermissionSession;
    const denied = vi.fn();
    denyAllPermissions(session, denied);

    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn();
      (handlers.request as (...args: unknown[]) => void)({}, permission, callback, {});
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
      expect((handlers.check as (...args: unknown[]) => boolean)({}, permission, 'jobdesk://app', {})).toBe(
        false,
      );
    }
    expect((handlers.device as (...args: unknown[]) => boolean)({ deviceType: 'usb' })).toBe(false);
    expect(denied).toHaveBeenCalledTimes(5);
  });
});
