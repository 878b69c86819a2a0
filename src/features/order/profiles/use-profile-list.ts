/**
 * The saved profiles a profile step lists (billing or domain), as loaded so far; a step that shows
 * them while nothing was asked for yet asks for them (`profiles/load-requested`).
 */
import { useEffect } from 'react';
import { sameValue } from '../../../../projections/shared/same-value';
import type { ProfilesState } from '../../../../projections/profiles/state';
import { useDispatch } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';

export function useProfileList<W extends 'billing' | 'domain'>(which: W): ProfilesState[W] {
  const dispatch = useDispatch();
  const load = useAppSelector((state) => state.profiles[which], sameValue);
  useEffect(() => {
    if (load.status === 'idle') dispatch('profiles/load-requested', { which });
  }, [load.status, which, dispatch]);
  return load;
}
