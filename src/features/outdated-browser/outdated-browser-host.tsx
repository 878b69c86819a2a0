/**
 * Mounts the outdated-browser modal while the browser lacks something and the notice is open. The
 * modal is a lazy chunk: current browsers never load it.
 */
import { Suspense } from 'react';
import { useAppState } from '../../app/services';
import { PageErrorBoundary } from '../../router/page-error-boundary';
import { lazyPage } from '../../router/lazy-page';

const OutdatedBrowserModal = lazyPage(() => import('./outdated-browser-modal'));

export function OutdatedBrowserHost() {
  const { missing, dismissed } = useAppState().outdatedBrowser;
  if (missing.length === 0 || dismissed) return null;
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <OutdatedBrowserModal />
      </Suspense>
    </PageErrorBoundary>
  );
}
