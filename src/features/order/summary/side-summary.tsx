/**
 * The sticky side summary of the order view (spec §2): once logged in with a complete cart step,
 * the billing profile, the domain profile ("User information" in the Swedish workflow; an info
 * text when every domain names its own profile) and the payment method, each with an edit action;
 * the prices; the consents, the alert area and the finish-order button (once service settings
 * are complete).
 */
import { useTranslation } from 'react-i18next';
import type { StepName } from '../../../../events/contract/scalars';
import { CHECKOUT_ALERT } from '../../../../projections/checkout/failure';
import { loadedCart } from '../../../../projections/cart/selectors';
import {
  finishVisible,
  orderStepViews,
  sideSummaryVisible,
} from '../../../../projections/checkout/selectors';
import { useDispatch, useServices } from '../../../app/services';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { formatPrice } from '../../../i18n/format';
import { MessagesRegion } from '../../../ui/messages-region';
import { Consents } from './consents';
import { FinishOrderButton } from './finish-order-button';
import { SummaryChoices } from '../../../ui/checkout/summary-choices';

export function SideSummary() {
  const { t } = useTranslation();
  const { locale } = useServices();
  const dispatch = useDispatch();
  const summary = useAppSelector((state) => loadedCart(state)?.summary ?? null, sameValue);
  const stepViews = useAppSelector(orderStepViews, sameValue);
  const choices = useAppSelector(sideSummaryVisible);
  const finish = useAppSelector(finishVisible);
  if (!summary) return null;
  const views = new Map(stepViews.map((v) => [v.step, v]));
  const editable = (step: StepName) => {
    const v = views.get(step);
    return v !== undefined && v.summarised && !v.active;
  };
  const money = (amount: number) => formatPrice(amount, summary.currency.name, locale);
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t('summary.title')}</h2>
      {choices && (
        <SummaryChoices editable={editable} onEdit={(step) => dispatch('ui/edit-mode-set', { step })} />
      )}
      <dl className="order-summary__prices">
        <dt>{t('summary.vat_excluded')}</dt>
        <dd>{money(summary.price.vatExcluded)}</dd>
        <dt>{t('summary.vat', { percentage: summary.price.vatPercentage })}</dt>
        <dd>{money(summary.price.vatOnly)}</dd>
        <dt>{t('summary.vat_included')}</dt>
        <dd className="order-summary__total">{money(summary.price.vatIncluded)}</dd>
      </dl>
      <Consents />
      <MessagesRegion path={CHECKOUT_ALERT} />
      {finish && <FinishOrderButton />}
    </aside>
  );
}
