/**
 * The saved profiles a profile step lists (billing or domain), as loaded so far; a step that shows
 * them while nothing was asked for yet asks for them (`profiles/load-requested`). It asks by the
 * state at the time its effect runs, not the one it rendered: another list on the same screen, or a
 * re-run's recorded request, may have asked in between, and asking again made a second call.
 */
import { useEffect } from 'react';
import { sameValue } from '../../../../projections/shared/same-value';
import type { ProfilesState } from '../../../../projections/profiles/state';
import { useDispatch } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { useStateReader } from '../../../app/use-state-reader';

export function useProfileList<W extends 'billing' | 'domain'>(which: W): ProfilesState[W] {
  const dispatch = useDispatch();
  const readState = useStateReader();
  const load = useAppSelector((state) => state.profiles[which], sameValue);
  useEffect(() => {
    if (readState().profiles[which].status === 'idle') dispatch('profiles/load-requested', { which });
  }, [load.status, which, dispatch, readState]);
  return load;
}
