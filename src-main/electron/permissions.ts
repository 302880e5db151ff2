// Permissions: JobDesk's pages need none (no camera, notifications, geolocation, …), so every request
// and every check is refused, whatever origin asks.
import type { Session } from 'electron';

export type PermissionSession = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
>;

export function denyAllPermissions(session: PermissionSession, onDenied: (permission: string) => void): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    onDenied(permission);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}
