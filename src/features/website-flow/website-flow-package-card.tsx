/**
 * One website-flow package (spec §2): title, subtitle, description, what it includes (for a
 * Sitebuilder, what its site builder type includes as spec §1 lists it), the price
 * for its period as the provider names it (the marketing price struck through when higher; none
 * when the provider names none), the Recommended badge, and
 * Select (adds it to the cart) or Remove (takes it out again).
 */
import { useTranslation } from 'react-i18next';
import { useDispatch, useServices } from '../../app/services';
import { formatPrice } from '../../i18n/format';
import { perPeriodText } from '../../i18n/period-label';
import { siteBuilderType } from '../../../projections/cart-items/site-builder';
import { SiteBuilderFeatures } from '../../ui/site-builder-features';
import type { WebsiteFlowOffer } from './package-schema';
import { packageRequest } from './packages';

export function WebsiteFlowPackageCard({
  offer,
  itemId,
  busy,
}: {
  offer: WebsiteFlowOffer;
  /** The cart item of this package, when selected. */
  itemId: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { config, locale } = useServices();
  const p = offer.package;
  const money = (amount: number) => formatPrice(amount, config.currency, locale);
  const { attributes: a } = p;
  const titleId = `iwp-package-${p.name}`;
  const builder = siteBuilderType(offer.cart.code, offer.cart.properties.type);
  return (
    <li className={`iwp-package${itemId ? ' iwp-package--selected' : ''}`} aria-labelledby={titleId}>
      {offer.recommended && <span className="badge badge--recommended">{t('website_flow.recommended')}</span>}
      <h3 id={titleId}>{t(p.title)}</h3>
      <p className="iwp-package__subtitle">{t(p.subtitle)}</p>
      <p>{t(p.description)}</p>
      {builder !== null ? (
        <SiteBuilderFeatures type={builder} className="iwp-package__attributes" />
      ) : (
        <ul className="iwp-package__attributes">
          <li>{t('website_flow.attr.storage', { value: a.storage })}</li>
          <li>
            {a.webpages === 'unlimited'
              ? t('website_flow.attr.webpages_unlimited')
              : t('website_flow.attr.webpages', { n: Number(a.webpages) })}
          </li>
          <li>{t('website_flow.attr.mailboxes', { n: Number(a.mailboxes) })}</li>
          {a.free_ssl && <li>{t('website_flow.attr.free_ssl')}</li>}
          {a.loopia_boost && <li>{t('website_flow.attr.boost')}</li>}
        </ul>
      )}
      {p.price && (
        <p className="iwp-package__price">
          {p.price.marketingPrice > p.price.actualPrice && <s>{money(p.price.marketingPrice)}</s>}{' '}
          <strong>{money(p.price.actualPrice)}</strong> {perPeriodText(t, p.price.period, locale)}
        </p>
      )}
      {itemId ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => dispatch('cart/item-remove-requested', { itemId })}
        >
          {t('website_flow.remove')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => dispatch('cart/item-add-requested', { request: packageRequest(offer) })}
        >
          {t('website_flow.select')}
        </button>
      )}
    </li>
  );
}
