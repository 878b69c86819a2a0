/**
 * The domain field of the item drawer: the input, the problem found before saving or the
 * provider's `properties.domain` violation right under it (contract §1.7), and the redirect prompt
 * of a domain error key.
 */
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../events/catalogue/messages';
import { useMessageText } from '../../../ui/message-text';
import { DomainErrorPrompt } from './domain-error-prompt';
import { domainInputProps } from '../../../ui/domain-input-props';

export function DrawerDomainField({
  id,
  value,
  onChange,
  localError,
  messages,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  localError: string | null;
  messages: readonly Message[];
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const errorId = `${id}-error`;
  const invalid = localError !== null || messages.length > 0;
  return (
    <div className="field">
      <label htmlFor={id}>{t('cart_items.drawer.domain')}</label>
      <input
        id={id}
        type="text"
        {...domainInputProps}
        spellCheck={false}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {invalid && (
        <div id={errorId} className="field__error" role="alert">
          {localError !== null && <p>{t(localError)}</p>}
          {messages.map((m) => (
            <div key={m.translationKey}>
              <p>{messageText(m)}</p>
              <DomainErrorPrompt messageKey={m.translationKey} domain={value.trim()} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
