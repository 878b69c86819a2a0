/**
 * A link inside the app that navigates through the log (`nav/requested`) instead of reloading.
 * It stays a real <a href> so it works with the keyboard, middle-click and screen readers.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useServices } from '../app/services';

export function AppLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  const { store, languagePrefix } = useServices();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    store.dispatch('nav/requested', { to });
  };
  return (
    <a href={`${languagePrefix}${to}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
