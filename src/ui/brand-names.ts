/**
 * The brand's wordmark as pure data: the catalogue key of each brand's name and the wordmark's
 * class. The React wordmark (wordmark.tsx) and the cart painted before the app
 * (src/early-paint/cart-paint.ts) both read them, so the header says the same in both.
 */
import type { BrandTheme } from './theme';

export const brandNameKeys: Readonly<Record<BrandTheme, string>> = {
  websupport: 'layout.brand.websupport',
  active24: 'layout.brand.active24',
  loopia: 'layout.brand.loopia',
};

/** The wordmark's class, with the place's own class after it. */
export function wordmarkClass(className?: string): string {
  return className ? `wordmark ${className}` : 'wordmark';
}
