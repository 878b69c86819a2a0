/**
 * The root layout's header as pure data: its class names and the title's catalogue key. The React
 * layout (src/features/layout/main-layout.tsx) and the cart painted before the app
 * (src/early-paint/cart-paint.ts) both read them, so the early header is the app's header.
 */
export const layoutClasses = {
  root: 'layout',
  header: 'layout__header',
  brand: 'layout__brand',
  wordmark: 'layout__wordmark',
  title: 'layout__title',
  main: 'layout__main',
} as const;

/** The header's title (spec §2). */
export const layoutTitleKey = 'app.title';
