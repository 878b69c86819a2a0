/**
 * The additional settings of the item drawer: the optional editable properties other than the
 * domain profile (`name`). The provider's selectable values (E22) make it a select; without any,
 * it is a text field. The problem found before saving (the product's name rules, spec §5) or the
 * provider's `properties.name` violation is shown under it and announced.
 */
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../events/catalogue/messages';
import type { CartItem } from '../../../../events/contract/cart';
import type { AdditionalSetting } from '../../../../projections/cart-items/item-drawer';
import { sameValue } from '../../../../projections/shared/same-value';
import { propertyOptions } from '../../../../projections/cart-items/selectors';
import { useAppSelector } from '../../../app/use-app-selector';
import { useMessageText } from '../../../ui/message-text';
import type { DrawerForm } from './drawer-form';

export function AdditionalSettings({
  id,
  item,
  properties,
  form,
  onName,
  nameError,
  messagesAt,
}: {
  id: string;
  item: CartItem;
  properties: readonly AdditionalSetting[];
  form: DrawerForm;
  onName: (name: string) => void;
  nameError: string | null;
  messagesAt: (path: string) => readonly Message[];
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const options = useAppSelector((state) => propertyOptions(state, item.id, 'name'), sameValue);
  if (!properties.includes('name')) return null;
  const choices = options.status === 'loaded' ? options.options : [];
  const messages = messagesAt('properties.name');
  const fieldId = `${id}-name`;
  const errorId = `${fieldId}-error`;
  const invalid = nameError !== null || messages.length > 0;
  const common = {
    id: fieldId,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  };
  return (
    <fieldset className="additional-settings">
      <legend>{t('cart_items.drawer.additional')}</legend>
      <div className="field">
        <label htmlFor={fieldId}>{t('cart_items.drawer.name')}</label>
        {choices.length > 0 ? (
          <select {...common} value={form.name} onChange={(e) => onName(e.target.value)}>
            {!choices.some((c) => String(c.value) === form.name) && (
              <option value={form.name}>{form.name}</option>
            )}
            {choices.map((c) => (
              <option key={String(c.value)} value={String(c.value)}>
                {c.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type="text"
            autoComplete="off"
            value={form.name}
            onChange={(e) => onName(e.target.value)}
          />
        )}
        {invalid && (
          <div id={errorId} className="field__error" role="alert">
            {nameError !== null && <p>{t(nameError)}</p>}
            {messages.map((m) => (
              <p key={m.translationKey}>{messageText(m)}</p>
            ))}
          </div>
        )}
      </div>
    </fieldset>
  );
}
