/**
 * Mounts the hosting tutorial modal while the tutorial is open. The modal is a lazy chunk: most
 * sessions never show the tutorial, so its code stays out of the first page load.
 */
import { Suspense } from 'react';
import { useAppSelector } from '../../app/use-app-selector';
import { PageErrorBoundary } from '../../router/page-error-boundary';
import { lazyPage } from '../../router/lazy-page';

const TutorialModal = lazyPage(() => import('./tutorial-modal'));

export function TutorialHost() {
  const open = useAppSelector((state) => state.tutorial.open !== null);
  if (!open) return null;
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <TutorialModal />
      </Suspense>
    </PageErrorBoundary>
  );
}
