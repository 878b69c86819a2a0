/** Types for early-start-runtime.mjs, so its tests can import it. */
import type { EarlyPaintTexts, earlyCartPaint } from './early-paint-runtime.mjs';
export interface EarlyManifest {
  locales: Record<string, string[]>;
  loading: Record<string, string>;
  /** The network-error text per locale, shown when the app's chunks cannot be loaded. */
  unreachable?: Record<string, string>;
  pages: { path: string; files: string[] }[];
  cart: boolean;
  /** The cart's early paint: its page's path and each locale's words (early-paint-runtime.mjs). */
  paint?: { path: string; texts: Record<string, EarlyPaintTexts> };
  /** The theme names and each company's brand theme (src/ui/themes.json); absent: no theme set. */
  themes?: { names: string[]; companyBrands: Record<string, string> };
}
export declare function earlyStart(manifest: EarlyManifest, win: Window, paint?: typeof earlyCartPaint): void;
