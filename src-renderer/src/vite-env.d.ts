// Vite's client types: CSS imports and import.meta.env in the renderer.
/// <reference types="vite/client" />

// A Lingui catalog, compiled by @lingui/vite-plugin when imported (src-renderer/locales).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
