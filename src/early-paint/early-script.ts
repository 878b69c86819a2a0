/**
 * The entry esbuild bundles into index.html's inline early script (scripts/build/early-start.mjs):
 * the early start with the cart's early paint, over the manifest the build defines in its place.
 */
import { earlyCartPaint } from './cart-paint';
import { earlyStart, type EarlyManifest } from './early-start';

declare const EARLY_MANIFEST: EarlyManifest;

earlyStart(EARLY_MANIFEST, window, earlyCartPaint);
