/**
 * The thank-you page (spec §2, §8, contract §7): the outcome named by `messageKey` with its text;
 * for a transfer the account data and the PAY by square QR code; while a payment is processed the
 * polling status (or its failure, with "Try again" when it met a timeout or the network); for `exception` the error with a retry (order not created) or
 * the way to the customer administration (unpaid invoice). The cart is still there after every
 * failure, so each page leads back to it. Every outcome names what it shows under its text, so a
 * new `messageKey` fails the typecheck until it does.
 */
import { match } from 'ts-pattern';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { thankYouKeys, type ThankYouKey } from '../../../events/contract/scalars';
import { sameValue } from '../../../projections/shared/same-value';
import { useDispatch } from '../../app/services';
import { useAppSelector } from '../../app/use-app-selector';
import { AppLink } from '../../ui/link-button';
import { Spinner } from '../../ui/spinner';
import { HelpdeskContact } from '../../ui/helpdesk';
import { ExceptionDetails } from './exception-details';
import { TransferDetails } from './transfer-details';
import { routePath } from '../../../events/route-table';

export function readOutcome(search: string): { key: ThankYouKey; exception: string | null } {
  const params = new URLSearchParams(search);
  const raw = params.get('messageKey');
  const key = (thankYouKeys as readonly string[]).includes(raw ?? '') ? (raw as ThankYouKey) : 'success';
  return { key, exception: key === 'exception' ? params.get('exception') : null };
}

export default function ThankYouPage() {
  const { t } = useTranslation();
  const { key, exception } = readOutcome(useSearch());
  const checkout = useAppSelector((state) => state.checkout, sameValue);
  const dispatch = useDispatch();
  return (
    <section className={`page page--thank-you thank-you thank-you--${key}`} aria-labelledby="thank-you-title">
      <h1 id="thank-you-title">{t(`thank_you.${key}.title`)}</h1>
      <p>{t(`thank_you.${key}.text`)}</p>
      {match(key)
        .with('processing', () => (
          <>
            {checkout.status.status === 'polling' && <Spinner labelKey="thank_you.processing.polling" />}
            {checkout.pollError && (
              <p role="alert" className="message message--error">
                {t(checkout.pollError.messageKey)}
              </p>
            )}
            {checkout.pollRetry !== null && (
              <button
                type="button"
                className="button button--primary"
                onClick={() => dispatch('checkout/polling-retry-requested', {})}
              >
                {t('common.retry')}
              </button>
            )}
          </>
        ))
        .with('transfer', () => <TransferDetails details={checkout.transfer} />)
        .with('exception', () => <ExceptionDetails exception={exception} />)
        .with('success', 'confirm', 'mail', 'fail', 'cancel', () => null)
        .exhaustive()}
      {(key === 'fail' || key === 'exception') && <HelpdeskContact />}
      <AppLink to={routePath('checkout')} className="button">
        {t('thank_you.back')}
      </AppLink>
    </section>
  );
}
