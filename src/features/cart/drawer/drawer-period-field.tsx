/**
 * The period select of the item drawer (periods divisible by 12 shown in years).
 */
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../events/catalogue/messages';
import type { CartItem } from '../../../../events/contract/cart';
import { useServices } from '../../../app/services';
import { periodLabel } from '../../../i18n/period-label';
import { FieldMessages } from '../items/message-list';

export function DrawerPeriodField({
  id,
  item,
  value,
  onChange,
  messages,
}: {
  id: string;
  item: CartItem;
  value: number;
  onChange: (period: number) => void;
  messages: readonly Message[];
}) {
  const { t } = useTranslation();
  const { locale } = useServices();
  return (
    <div className="field">
      <label htmlFor={id}>{t('cart_items.period')}</label>
      <select
        id={id}
        value={value}
        aria-invalid={messages.length > 0 || undefined}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {item.options.period.map((o) => (
          <option key={o.period} value={o.period}>
            {periodLabel(o.period, locale)}
          </option>
        ))}
      </select>
      <FieldMessages id={`${id}-error`} messages={messages} />
    </div>
  );
}
