/**
 * Globals that build.mjs replaces at build time (esbuild `define`), declared so TypeScript knows them.
 * `process.env.NODE_ENV` is typed by @types/node.
 */
declare const __MODE__: 'development' | 'staging' | 'production';
declare const __BUILD_ID__: string;

/** Stylesheets are bundled by esbuild into the entry's CSS file. */
declare module '*.css';
