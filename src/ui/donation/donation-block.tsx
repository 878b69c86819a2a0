/**
 * The donation round-up (spec §1, §3; contract §2.6, E20, E21), offered by one company only: the
 * three round-up versions with their amounts and totals, a custom amount, and remove. Choosing a
 * version sends it at once; the custom amount is sent by its own form. Server violations show at
 * `customDonation`.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { donationView } from '../../../projections/cart-extras/selectors';
import { useDispatch, useServices } from '../../app/services';
import { sameValue } from '../../../projections/shared/same-value';
import { useAppSelector } from '../../app/use-app-selector';
import { formatPrice } from '../../i18n/format';
import { MessagesRegion } from '../messages-region';
import { CustomDonationForm } from './custom-donation-form';

export function DonationBlock({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { locale } = useServices();
  const name = useId();
  const view = useAppSelector(donationView, sameValue);
  const [customOpen, setCustomOpen] = useState(false);
  if (!view) return null;
  const price = (amount: number) => formatPrice(amount, currency, locale);
  const custom = customOpen || view.chosen === 'custom';
  return (
    <fieldset className="donation" disabled={view.busy} aria-busy={view.busy}>
      <legend>{t('donation.title')}</legend>
      <p>{t('donation.text')}</p>
      {view.options.map((o) => (
        <div key={o.roundUpVersion} className="radio donation__option">
          <input
            id={`${name}-${o.roundUpVersion}`}
            type="radio"
            name={name}
            checked={!custom && view.chosen === o.roundUpVersion}
            onChange={() => {
              setCustomOpen(false);
              dispatch('cart-extras/donation-requested', { donation: { roundUpVersion: o.roundUpVersion } });
            }}
          />
          <label htmlFor={`${name}-${o.roundUpVersion}`}>
            {t(`donation.version.${o.roundUpVersion}`)}{' '}
            <span className="donation__amount">{t('donation.amount', { amount: price(o.donation) })}</span>{' '}
            <span className="donation__total">
              {t('donation.total', { total: price(o.totalPriceVatIncluded) })}
            </span>
          </label>
        </div>
      ))}
      <div className="radio donation__option">
        <input
          id={`${name}-custom`}
          type="radio"
          name={name}
          checked={custom}
          onChange={() => setCustomOpen(true)}
        />
        <label htmlFor={`${name}-custom`}>{t('donation.custom')}</label>
      </div>
      {custom && <CustomDonationForm initial={view.customDonation} />}
      <MessagesRegion path="customDonation" />
      {view.chosen !== null && (
        <p className="donation__current">
          {t('donation.current', { amount: price(view.donationVatIncluded ?? 0) })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setCustomOpen(false);
              dispatch('cart-extras/donation-remove-requested', {});
            }}
          >
            {t('donation.remove')}
          </button>
        </p>
      )}
    </fieldset>
  );
}
