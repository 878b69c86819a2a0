/**
 * Mounts the hosting tutorial modal while the tutorial is open. The modal is a lazy chunk: most
 * sessions never show the tutorial, so its code stays out of the first page load.
 */
import { useAppSelector } from '../../app/use-app-selector';
import { LazyPart } from '../../router/lazy-part';
import { lazyPage } from '../../router/lazy-page';

const TutorialModal = lazyPage(() => import('./tutorial-modal'));

export function TutorialHost() {
  const open = useAppSelector((state) => state.tutorial.open !== null);
  if (!open) return null;
  return (
    <LazyPart quiet>
      <TutorialModal />
    </LazyPart>
  );
}
