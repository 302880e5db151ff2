// Preload: the renderer talks to the core only over fetch, so nothing is exposed here yet.
export {};
