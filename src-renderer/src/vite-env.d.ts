// Vite's client types: CSS imports and import.meta.env in the renderer.
/// <reference types="vite/client" />
