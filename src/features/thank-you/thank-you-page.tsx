/**
 * The thank-you page (spec §2, contract §7): the outcome named by `messageKey`, and for
 * `exception` the error key from `exception`. Transfer details and the pay-by-square QR are added
 * by the checkout work (issue 4).
 */
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { thankYouKeys, type ThankYouKey } from '../../../events/contract/scalars';
import { AppLink } from '../../ui/link-button';

export function readOutcome(search: string): { key: ThankYouKey; exception: string | null } {
  const params = new URLSearchParams(search);
  const raw = params.get('messageKey');
  const key = (thankYouKeys as readonly string[]).includes(raw ?? '') ? (raw as ThankYouKey) : 'success';
  return { key, exception: key === 'exception' ? params.get('exception') : null };
}

export default function ThankYouPage() {
  const { t } = useTranslation();
  const { key, exception } = readOutcome(useSearch());
  return (
    <section className={`page page--thank-you thank-you--${key}`} aria-labelledby="thank-you-title">
      <h1 id="thank-you-title">{t(`thank_you.${key}.title`)}</h1>
      <p>{t(`thank_you.${key}.text`)}</p>
      {exception && (
        <p role="alert" className="message message--error">
          {t(exception, { defaultValue: t('wsk.general.unknown_error') })}
        </p>
      )}
      <AppLink to="/checkout" className="button">
        {t('thank_you.back')}
      </AppLink>
    </section>
  );
}
