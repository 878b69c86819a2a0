/**
 * Subscribes display paths while a view shows them (spec §4 "Messages"): a message for a path
 * nobody shows falls back to `general`, so rows and the drawer announce the paths they render.
 */
import { useEffect } from 'react';
import { useDispatch } from '../../../app/services';

export function useMessagePaths(paths: readonly string[]): void {
  const dispatch = useDispatch();
  const joined = paths.join('\n');
  useEffect(() => {
    const list = joined === '' ? [] : joined.split('\n');
    for (const path of list) dispatch('messages/subscribed', { path });
    return () => {
      for (const path of list) dispatch('messages/unsubscribed', { path });
    };
  }, [dispatch, joined]);
}
