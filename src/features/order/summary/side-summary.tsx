/**
 * The sticky side summary of the order view (spec §2): once logged in with a complete cart step,
 * the billing profile, the domain profile ("User information" in the Swedish workflow; an info
 * text when every domain names its own profile) and the payment method, each with an edit action;
 * the prices; the consents, the alert area and the finish-order button (once service settings
 * are complete).
 */
import { useTranslation } from 'react-i18next';
import type { StepName } from '../../../../events/contract/scalars';
import { CHECKOUT_ALERT } from '../../../../projections/derive/checkout-failure';
import { loadedCart } from '../../../../projections/selectors';
import {
  finishVisible,
  orderStepViews,
  sideSummaryVisible,
} from '../../../../projections/selectors-checkout';
import { useAppState, useDispatch, useServices } from '../../../app/services';
import { formatPrice } from '../../../i18n/format';
import { MessagesRegion } from '../../layout/messages-region';
import { Consents } from './consents';
import { FinishOrderButton } from './finish-order-button';
import { SummaryChoices } from './summary-choices';

export function SideSummary() {
  const { t } = useTranslation();
  const state = useAppState();
  const { locale } = useServices();
  const dispatch = useDispatch();
  const cart = loadedCart(state);
  if (!cart) return null;
  const views = new Map(orderStepViews(state).map((v) => [v.step, v]));
  const editable = (step: StepName) => {
    const v = views.get(step);
    return v !== undefined && v.summarised && !v.active;
  };
  const money = (amount: number) => formatPrice(amount, cart.summary.currency.name, locale);
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('summary.title')}</h2>
      {sideSummaryVisible(state) && (
        <SummaryChoices editable={editable} onEdit={(step) => dispatch('ui/edit-mode-set', { step })} />
      )}
      <dl className="order-summary__prices">
        <dt>{t('summary.vat_excluded')}</dt>
        <dd>{money(cart.summary.price.vatExcluded)}</dd>
        <dt>{t('summary.vat', { percentage: cart.summary.price.vatPercentage })}</dt>
        <dd>{money(cart.summary.price.vatOnly)}</dd>
        <dt>{t('summary.vat_included')}</dt>
        <dd className="order-summary__total">{money(cart.summary.price.vatIncluded)}</dd>
      </dl>
      <Consents />
      <MessagesRegion path={CHECKOUT_ALERT} />
      {finishVisible(state) && <FinishOrderButton />}
    </aside>
  );
}
