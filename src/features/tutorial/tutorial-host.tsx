/**
 * Mounts the hosting tutorial modal while the tutorial is open. The modal is a lazy chunk: most
 * sessions never show the tutorial, so its code stays out of the first page load.
 */
import { Suspense } from 'react';
import { useAppState } from '../../app/services';
import { PageErrorBoundary } from '../../router/page-error-boundary';
import { lazyPage } from '../../router/lazy-page';

const TutorialModal = lazyPage(() => import('./tutorial-modal'));

export function TutorialHost() {
  const state = useAppState();
  if (state.tutorial.open === null) return null;
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <TutorialModal />
      </Suspense>
    </PageErrorBoundary>
  );
}
