/**
 * Shows the messages of one display path (spec §4 "Messages"): announced politely to screen
 * readers (errors assertively), each dismissible. Mounting it subscribes the path, so messages for
 * paths nobody shows fall back to `general`. General messages wait while a quick order runs (§8).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useServices } from '../app/services';
import { sameValue } from '../../projections/shared/same-value';
import { useAppSelector } from '../app/use-app-selector';
import { workflowKey } from '../i18n/workflow-keys';
import { shownMessages } from '../../projections/cart-extras/selectors';
import { DismissibleMessage } from './dismissible-message';

export function MessagesRegion({ path }: { path: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { workflow } = useServices().config;
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
        <DismissibleMessage
          key={m.translationKey}
          path={path}
          message={m}
          text={m.text ?? t(workflowKey(m.translationKey, workflow), m.values ?? {})}
        />
      ))}
    </div>
  );
}
