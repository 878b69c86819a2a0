/**
 * The messages of one item or field, as text (server strings are never rendered as HTML). Item
 * messages can be dismissed; field messages go away when the field changes or is sent again.
 */
import type { Message } from '../../../../events/catalogue/messages';
import { DismissibleMessage } from '../../../ui/dismissible-message';
import { useMessageText } from '../../../ui/message-text';

export function ItemMessageList({ path, messages }: { path: string; messages: readonly Message[] }) {
  const text = useMessageText();
  if (messages.length === 0) return null;
  const hasError = messages.some((m) => m.type === 'error');
  return (
    <div className="item-messages" role={hasError ? 'alert' : 'status'}>
      {messages.map((m) => (
        <DismissibleMessage key={m.translationKey} path={path} message={m} text={text(m)} />
      ))}
    </div>
  );
}

export function FieldMessages({ id, messages }: { id: string; messages: readonly Message[] }) {
  const text = useMessageText();
  if (messages.length === 0) return null;
  return (
    <div id={id} className="field__error" role="alert">
      {messages.map((m) => (
        <p key={m.translationKey}>{text(m)}</p>
      ))}
    </div>
  );
}
