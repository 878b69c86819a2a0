/**
 * Mounts the modal an action button's `modal` reply opened (decision 020) while it is open. The
 * modal is a lazy chunk: most visits never see one.
 */
import { useAppSelector } from '../../app/use-app-selector';
import { LazyPart } from '../../router/lazy-part';
import { lazyPage } from '../../router/lazy-page';

const ActionModal = lazyPage(() => import('./action-modal'));

export function ActionModalHost() {
  const open = useAppSelector((state) => state.layout.actionModal !== null);
  if (!open) return null;
  return (
    <LazyPart quiet>
      <ActionModal />
    </LazyPart>
  );
}
