/**
 * The Business Mail sub-rows of a cart item: one row per licence type (basic, advanced, premium)
 * with its disk size, one-licence price and count input, then the notices about the minimum number of
 * licences, the free trial and Premium. Each change is an `…-edited` intent; the effect sends the
 * burst after 400 ms of quiet, and what was typed stays shown if the change fails.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../events/catalogue/messages';
import type { CartItem, LicenseCounts } from '../../../../events/contract/cart';
import type { LicenseType } from '../../../../events/contract/scalars';
import {
  FREE_TRIAL_DAYS,
  LICENCE_TYPES,
  businessMailNotices,
  minimumLicences,
} from '../../../../projections/cart-items/business-mail';
import { licenceCounts, oneLicencePrices } from '../../../../projections/cart-items/selectors';
import { useDispatch, useServices } from '../../../app/services';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { formatPrice } from '../../../i18n/format';
import { LicenceInput } from './licence-input';
import { diskSizeId, LicenceLabel } from './licence-label';
import { FieldMessages } from './message-list';

export function BusinessMailLicences({
  item,
  currency,
  fieldMessages,
}: {
  item: CartItem;
  currency: string;
  fieldMessages: Readonly<Record<string, readonly Message[]>>;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { locale } = useServices();
  const counts = useAppSelector((state) => licenceCounts(state, item), sameValue);
  const prices = useAppSelector((state) => oneLicencePrices(state, item), sameValue);
  const baseId = useId();
  if (counts === null) return null;
  const minimum = minimumLicences(item);
  const edit = (type: LicenseType, value: number) =>
    dispatch('cart-items/licences-edited', { itemId: item.id, type, value });
  return (
    <fieldset className="licences">
      <legend>
        {t('cart_items.licences')}
        {minimum > 0 && ` ${t('business_mail.notice.postfix', { minimum })}`}
      </legend>
      {LICENCE_TYPES.map((type) => (
        <LicenceRow
          key={type}
          id={`${baseId}-${type}`}
          type={type}
          counts={counts}
          price={prices.status === 'loaded' ? (prices.byType[type] ?? null) : null}
          format={(amount) => formatPrice(amount, currency, locale)}
          messages={fieldMessages[`licenses.${type}`] ?? []}
          onValue={(value) => edit(type, value)}
        />
      ))}
      {item.properties.freeTrial === true && (
        <p className="licences__trial">{t('cart_items.free_trial', { days: FREE_TRIAL_DAYS })}</p>
      )}
      {businessMailNotices(item, counts).map((n) => (
        <p key={n.key} className="licences__notice">
          {t(n.key, n.values)}
        </p>
      ))}
    </fieldset>
  );
}

function LicenceRow({
  id,
  type,
  counts,
  price,
  format,
  messages,
  onValue,
}: {
  id: string;
  type: LicenseType;
  counts: LicenseCounts;
  price: number | null;
  format: (amount: number) => string;
  messages: readonly Message[];
  onValue: (value: number) => void;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className={`licence-row licence-row--${type}`}>
      <LicenceLabel inputId={id} type={type} />
      {price !== null && (
        <span className="licence-row__price">{t('cart_items.licence_price', { price: format(price) })}</span>
      )}
      <LicenceInput
        id={id}
        value={counts[type]}
        onValue={onValue}
        invalid={messages.length > 0}
        describedBy={messages.length > 0 ? `${diskSizeId(id)} ${errorId}` : diskSizeId(id)}
      />
      <FieldMessages id={errorId} messages={messages} />
    </div>
  );
}
