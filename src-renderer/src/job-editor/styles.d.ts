// Stylesheets imported for their effect: vite bundles them with the editor's chunk.
declare module '*.css';
