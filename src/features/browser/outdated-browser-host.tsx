/**
 * Mounts the outdated-browser modal while the browser lacks something and the notice is open. The
 * modal is a lazy chunk: current browsers never load it.
 */
import { useAppSelector } from '../../app/use-app-selector';
import { LazyPart } from '../../router/lazy-part';
import { lazyPage } from '../../router/lazy-page';

const OutdatedBrowserModal = lazyPage(() => import('./outdated-browser-modal'));

export function OutdatedBrowserHost() {
  const shown = useAppSelector(({ outdatedBrowser: o }) => o.missing.length > 0 && !o.dismissed);
  if (!shown) return null;
  return (
    <LazyPart quiet>
      <OutdatedBrowserModal />
    </LazyPart>
  );
}
