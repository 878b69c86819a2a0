/**
 * The frame of a part of a page that loads lazily (a drawer, a modal): a spinner while its chunk
 * loads, and the page error boundary's message if it cannot, so a lost chunk never blanks the page.
 */
import { Suspense, type ReactNode } from 'react';
import { Spinner } from '../ui/spinner';
import { PageErrorBoundary } from './page-error-boundary';

export function LazyPart({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={quiet ? null : <Spinner />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
