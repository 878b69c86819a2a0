/**
 * Mounts the item settings drawer while one is open. The drawer and its form are a lazy chunk
 * (decision 008): the cart paints without them and they load when a cog is first pressed, within
 * the drawer's own 200 ms opening delay.
 */
import { drawerView } from '../../../../projections/cart-items/selectors';
import { useAppSelector } from '../../../app/use-app-selector';
import { LazyPart } from '../../../router/lazy-part';
import { lazyPage } from '../../../router/lazy-page';

const ItemDrawer = lazyPage(async () => ({ default: (await import('./item-drawer')).ItemDrawer }));

export function ItemDrawerHost() {
  const open = useAppSelector((state) => drawerView(state) !== null);
  if (!open) return null;
  return (
    <LazyPart>
      <ItemDrawer />
    </LazyPart>
  );
}
