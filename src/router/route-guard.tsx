/**
 * Applies the guards of guards.ts: when the customer should be elsewhere it emits one
 * `nav/requested` (replace) and renders a spinner meanwhile.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDispatch } from '../app/services';
import { useAppSelector } from '../app/use-app-selector';
import { cartShape } from '../../projections/cart/selectors';
import { Spinner } from '../ui/spinner';
import { redirectFor } from './guards';

export function RouteGuard({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const cart = useAppSelector(cartShape);
  const dispatch = useDispatch();
  const target = redirectFor({ path, search, cart });
  useEffect(() => {
    if (target) dispatch('nav/requested', { to: target, replace: true });
  }, [dispatch, target]);
  return target ? <Spinner /> : <>{children}</>;
}
