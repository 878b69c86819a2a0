/**
 * One shown message with its × (the messages of a display path, an item's messages): the text as
 * text (server strings are never rendered as HTML), and dismissing it is `messages/dismissed`. A
 * message that offers to read the cart again (issue 22) has a "Try again" button: the message goes
 * and the cart is loaded again.
 */
import { useTranslation } from 'react-i18next';
import type { Message } from '../../events/catalogue/messages';
import { RETRY_REASON } from '../../events/catalogue/cart';
import { useDispatch } from '../app/services';
import { CloseButton } from './close-button';

export function DismissibleMessage({
  path,
  message,
  text,
}: {
  path: string;
  message: Message;
  text: string;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <div className={`message message--${message.type}`}>
      <span>{text}</span>
      {message.action === 'reload-cart' && (
        <button
          type="button"
          className="button message__action"
          onClick={() => {
            dispatch('messages/dismissed', { path, translationKey: message.translationKey });
            dispatch('cart/load-requested', { reason: RETRY_REASON });
          }}
        >
          {t('common.retry')}
        </button>
      )}
      <CloseButton
        className="message__dismiss"
        label={t('messages.dismiss')}
        onClick={() => dispatch('messages/dismissed', { path, translationKey: message.translationKey })}
      />
    </div>
  );
}
