/**
 * How one payment option reads: a saved card as issuer, masked number (when the provider sends
 * one) and expiry; the new-card entry; a bank by its name (with its logo); available credit; an
 * option of the other groups by name. Each group is named, so a new group fails the typecheck here.
 */
import { useTranslation } from 'react-i18next';
import { match } from 'ts-pattern';
import type { PaymentOption } from '../../../events/contract/payment';
import type { PaymentGroupId } from '../../../events/contract/scalars';
import { isNewCard } from '../../../projections/payment/option-order';
import { useServices } from '../../app/services';
import { formatPrice } from '../../i18n/format';
import { BankLogo } from './bank-logo';
import { formatExpiry } from './format-expiry';

export function OptionLabel({
  groupId,
  option,
  currency,
}: {
  groupId: PaymentGroupId;
  option: PaymentOption;
  currency: string;
}) {
  const { t } = useTranslation();
  const { locale } = useServices();
  if (isNewCard(option.id)) return <span>{t('payment.new_card')}</span>;
  return match(groupId)
    .with('card', () => (
      <span className="payment-card">
        <span
          className={`payment-card__issuer payment-card__issuer--${(option.issuer ?? 'card').replace(/\s+/g, '-')}`}
        >
          {option.issuer ?? t('payment.group.card')}
        </span>{' '}
        {option.number ? (
          <>
            <span className="payment-card__number">{option.number}</span>{' '}
          </>
        ) : null}
        <span className="payment-card__expiry">
          <span className="visually-hidden">{t('payment.card_expiry')} </span>
          {formatExpiry(option.expiryAt)}
        </span>
      </span>
    ))
    .with('banking', () => (
      <span className="payment-bank">
        <BankLogo bankId={option.id} />
        {t(`payment.bank.${option.id}`, { defaultValue: option.cardName ?? option.id })}
      </span>
    ))
    .with('credit', () => (
      <span>
        {t('payment.credit_available', { amount: formatPrice(option.credit ?? 0, currency, locale) })}
      </span>
    ))
    .with('transfer', 'qrcode', 'later', () => (
      <span>
        {t(`payment.option.${option.id}`, { defaultValue: option.cardName ?? t(`payment.group.${groupId}`) })}
      </span>
    ))
    .exhaustive();
}

/** Why an option cannot be chosen, or its problems: card error keys, the 'recreate' note, an unavailable bank. */
export function OptionNotes({ option }: { option: PaymentOption }) {
  const { t } = useTranslation();
  const unknown = t('wsk.general.unknown_error');
  const listed = [
    // a key the catalogue lacks reads 'Unknown error' (contract §1.7, decision 016), once
    ...option.errors.map((key) => t(key, { defaultValue: unknown })),
    ...(option.oldOtpBank ? [t('payment.card_recreate')] : []),
    ...(option.isDisabled && option.errors.length === 0 && !option.oldOtpBank
      ? [t('payment.option_unavailable')]
      : []),
  ];
  const notes = [...new Set(listed)];
  if (notes.length === 0) return null;
  return (
    <span className="payment-option__notes">
      {notes.map((note) => (
        <span key={note} className="payment-option__note">
          {note}
        </span>
      ))}
    </span>
  );
}
