/**
 * One domain of the results (spec §2): its name, premium badge and status; free: its price and the
 * add button (in cart once added, busy while the add runs, the add's failure below); registered:
 * transfer with auth code, watch (which says it is not available: decision 057) and "this is my
 * domain"; a per-domain error: its message.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { registerRequest } from '../../../projections/domain-checker/domain-add';
import type { DomainRow } from '../../../projections/domain-checker/selectors';
import { useDispatch } from '../../app/services';
import { DomainOwnership } from './domain-ownership';
import { DomainTransferForm } from './domain-transfer-form';
import { usePrice } from './use-price';

/** Memoised: the selector keeps an unchanged row the same object, so only new or changed rows render. */
export const DomainResultRow = memo(function DomainResultRow({ row }: { row: DomainRow }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const price = usePrice();
  const { result } = row;
  const { actualPrice, marketingPrice } = result.price;
  return (
    <li className={`domain-row domain-row--${row.status}`} aria-label={result.name} aria-busy={row.loading}>
      <div className="domain-row__main">
        <span className="domain-row__name">{result.name}</span>
        {row.premium && <span className="badge badge--premium">{t('domain_checker.premium')}</span>}
        <span className="domain-row__status">
          {row.status === 'error'
            ? t(row.errorKey ?? 'domain_checker.invalid_name')
            : t(`domain_checker.status.${row.status}`)}
        </span>
        {row.status === 'available' && (
          <span className="domain-row__price">
            {marketingPrice > actualPrice && <s>{price(marketingPrice)}</s>} {price(actualPrice)}
          </span>
        )}
        <span className="domain-row__actions">
          {row.inCart ? (
            <span className="badge badge--in-cart">{t('domain_checker.in_cart')}</span>
          ) : row.status === 'available' ? (
            <button
              type="button"
              className="button button--primary"
              disabled={row.loading}
              onClick={() => dispatch('cart/item-add-requested', { request: registerRequest(result) })}
            >
              {row.loading ? t('domain_checker.adding') : t('domain_checker.add')}
            </button>
          ) : row.status === 'registered' ? (
            <>
              {row.transferable && (
                <button
                  type="button"
                  className="button"
                  aria-expanded={row.transferOpen}
                  onClick={() =>
                    dispatch('domain-checker/transfer-toggled', {
                      domain: row.transferOpen ? null : result.name,
                    })
                  }
                >
                  {t('domain_checker.transfer')}
                </button>
              )}
              <button
                type="button"
                className="button"
                disabled={row.watched}
                onClick={() => dispatch('domain-checker/watch-requested', { domain: result.name })}
              >
                {t('domain_checker.watch')}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => dispatch('domain-checker/my-domain-requested', { domain: result.name })}
              >
                {t('domain_checker.my_domain')}
              </button>
            </>
          ) : null}
        </span>
      </div>
      {row.addError && (
        <p className="message message--error" role="alert">
          {t(row.addError.translationKey, row.addError.values)}
        </p>
      )}
      {row.watched && (
        // the contract has no endpoint to watch a domain: say so rather than confirm a watch (decision 057)
        <p className="message message--info" role="status">
          {t('domain_checker.watch_unavailable', { domain: result.name })}
        </p>
      )}
      {row.ownership && <DomainOwnership ownership={row.ownership} />}
      {row.transferOpen && !row.inCart && <DomainTransferForm result={result} loading={row.loading} />}
    </li>
  );
});
