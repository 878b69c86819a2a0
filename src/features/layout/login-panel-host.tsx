/**
 * Mounts the login drawer while it is open. Its code is a lazy chunk (decision 008): most visits
 * to the cart never open it, so it stays out of the first page load.
 */
import { loginPanelView } from '../../../projections/layout/selectors';
import { useAppSelector } from '../../app/use-app-selector';
import { LazyPart } from '../../router/lazy-part';
import { lazyPage } from '../../router/lazy-page';

const LoginPanel = lazyPage(async () => ({ default: (await import('./login-panel')).LoginPanel }));

export function LoginPanelHost() {
  const open = useAppSelector((state) => loginPanelView(state).open);
  if (!open) return null;
  return (
    <LazyPart>
      <LoginPanel />
    </LazyPart>
  );
}
