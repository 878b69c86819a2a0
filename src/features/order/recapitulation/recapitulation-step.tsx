/**
 * The recapitulation step (spec §2): the cart items as ordered, the migration recap with the names
 * of the uploaded invoices, and the donation offer (one company only, when the cart has no
 * round-up or custom donation yet). The consents and the finish button are in the side summary.
 */
import { useTranslation } from 'react-i18next';
import { loadedCart } from '../../../../projections/cart/selectors';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { DonationBlock } from '../../../ui/donation/donation-block';
import { MigrationRecap } from './migration-recap';
import { RecapItems } from './recap-items';

export function RecapitulationStep() {
  const { t } = useTranslation();
  const cart = useAppSelector(loadedCart, sameValue);
  if (!cart) return null;
  const currency = cart.summary.currency.name;
  const donationOffered = cart.donation !== null && cart.donation.current === null;
  return (
    <div className="recapitulation">
      <h3 className="recapitulation__heading">{t('recapitulation.items')}</h3>
      <RecapItems items={cart.items} currency={currency} />
      <MigrationRecap cart={cart} />
      {donationOffered && <DonationBlock currency={currency} />}
      <p className="recapitulation__hint">{t('recapitulation.finish_hint')}</p>
    </div>
  );
}
