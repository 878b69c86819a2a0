/** Types for early-paint-runtime.mjs, so its tests and the early script's can import it. */
export interface EarlyPaintTexts {
  title: string;
  cart: string;
  summary: string;
  total: string;
  /** A package's storage, with `{size}` for the GB. */
  storage: string;
  brands: Record<string, string>;
}
export declare function earlyCartPaint(
  doc: Document,
  root: HTMLElement,
  cart: unknown,
  texts: EarlyPaintTexts,
  locale: string,
  brand: string,
): boolean;
