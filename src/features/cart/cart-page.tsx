/**
 * The cart view (spec §2): the item list with the cross-sell and up-sell banners, the coupon panel,
 * the donation round-up (one company), the optional note, the migration upload block (when the
 * promotion applies), and beside them the summary, the continue button and the quick-order block.
 * A spinner shows until the cart has loaded; a cart that could not be loaded shows no spinner (the
 * general message says so, with "Try again", issue 22). Each part subscribes to what it shows (decision 030),
 * so the page itself renders again only when the currency or the loading state changes.
 */
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { cartShape, loadedCart } from '../../../projections/cart/selectors';
import { useAppSelector } from '../../app/use-app-selector';
import { Spinner } from '../../ui/spinner';
import { CouponPanel } from './coupons/coupon-panel';
import { CrossSellBanners } from './cross-sell/cross-sell-banners';
import { DonationBlock } from '../../ui/donation/donation-block';
import { CartItemList } from './items/cart-item-list';
import { MigrationBlock } from './migration/migration-block';
import { CartNote } from './note/cart-note';
import { ContinueButton } from './proceed/continue-button';
import { QuickOrderBlock } from './proceed/quick-order-block';
import { CartSummary } from './summary/cart-summary';
import { cartClasses, cartKeys } from './cart-view';

export default function CartPage() {
  const { t } = useTranslation();
  const loaded = useAppSelector((state) => loadedCart(state)?.summary.currency.name ?? null);
  // The whole page mounts in a deferred render that yields to the browser every few milliseconds,
  // instead of one long task when the cart arrives (issue 15: total blocking time on a phone).
  const currency = useDeferredValue(loaded);
  const failed = useAppSelector((state) => cartShape(state) === 'failed');
  if (currency === null && failed)
    return (
      <section className={cartClasses.page} aria-labelledby="cart-title">
        <h1 id="cart-title">{t(cartKeys.heading)}</h1>
      </section>
    );
  if (currency === null) return <Spinner />;
  return (
    <section className={cartClasses.page} aria-labelledby="cart-title">
      <h1 id="cart-title">{t(cartKeys.heading)}</h1>
      <div className={cartClasses.layout}>
        <div className={cartClasses.main}>
          <CartItemList />
          <CrossSellBanners currency={currency} />
          <CouponPanel currency={currency} />
          <DonationBlock currency={currency} />
          <CartNote />
          <MigrationBlock />
        </div>
        <div className={cartClasses.side}>
          <CartSummary />
          <ContinueButton />
          <QuickOrderBlock />
        </div>
      </div>
    </section>
  );
}
