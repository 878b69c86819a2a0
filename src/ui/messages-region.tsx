/**
 * Shows the messages of one display path (spec §4 "Messages"): announced politely to screen
 * readers (errors assertively), each dismissible. Mounting it subscribes the path, so messages for
 * paths nobody shows fall back to `general`. General messages wait while a quick order runs (§8).
 */
import { memo, useEffect } from 'react';
import { useDispatch } from '../app/services';
import { sameValue } from '../../projections/shared/same-value';
import { useAppSelector } from '../app/use-app-selector';
import { shownMessages } from '../../projections/cart-extras/selectors';
import { useMessageText } from './message-text';
import { DismissibleMessage } from './dismissible-message';

/** Memoised: a region renders again when its path's messages change, not with the block around it. */
export const MessagesRegion = memo(function MessagesRegion({ path }: { path: string }) {
  const dispatch = useDispatch();
  const text = useMessageText();
  useEffect(() => {
    dispatch('messages/subscribed', { path });
    return () => dispatch('messages/unsubscribed', { path });
  }, [dispatch, path]);
  const messages = useAppSelector((state) => shownMessages(state, path), sameValue);
  const hasError = messages.some((m) => m.type === 'error');
  return (
    <div
      className={`messages messages--${path}`}
      role={hasError ? 'alert' : 'status'}
      aria-live={hasError ? 'assertive' : 'polite'}
    >
      {messages.map((m) => (
        <DismissibleMessage key={m.translationKey} path={path} message={m} text={text(m)} />
      ))}
    </div>
  );
});
