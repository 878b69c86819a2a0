/**
 * The consents before finishing (spec §5): terms always required, third-party data consent when
 * the cart demands it and not in the Swedish workflow. Each shows its error under the checkbox;
 * a finish held back for a missing consent scrolls to it (step-scroll effect). Each links to its
 * document when the config names one (policy-link.tsx).
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Consent } from '../../../../events/catalogue/checkout';
import { consentPath } from '../../../../projections/checkout/consents';
import { messagesAt } from '../../../../projections/messages/selectors';
import { consentView } from '../../../../projections/checkout/selectors';
import { useDispatch } from '../../../app/services';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { consentElementId } from '../../../shared/element-ids';
import { MessagesRegion } from '../../../ui/messages-region';
import { PolicyLink } from './policy-link';

function ConsentBox({
  consent,
  checked,
  labelKey,
  policy,
}: {
  consent: Consent;
  checked: boolean;
  labelKey: string;
  policy: 'terms' | 'privacy';
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const id = consentElementId(consent);
  const invalid = useAppSelector((state) => messagesAt(state, consentPath[consent]).length > 0);
  return (
    <div id={id} className="checkbox consent">
      <input
        id={`${id}-input`}
        type="checkbox"
        checked={checked}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-messages` : undefined}
        aria-required="true"
        onChange={(e) => dispatch('checkout/consent-set', { consent, value: e.target.checked })}
      />
      <label htmlFor={`${id}-input`}>{t(labelKey)}</label> <PolicyLink policy={policy} />
      <div id={`${id}-messages`}>
        <MessagesRegion path={consentPath[consent]} />
      </div>
    </div>
  );
}

/** Memoised: the side summary renders again on every step change, the consents only when theirs do. */
export const Consents = memo(function Consents() {
  const { t } = useTranslation();
  const view = useAppSelector(consentView, sameValue);
  return (
    <fieldset className="consents">
      <legend className="visually-hidden">{t('order.consents')}</legend>
      <ConsentBox consent="terms" checked={view.terms} labelKey="order.consent.terms" policy="terms" />
      {view.thirdPartyShown && (
        <ConsentBox
          consent="thirdParty"
          checked={view.thirdParty}
          labelKey="order.consent.third_party"
          policy="privacy"
        />
      )}
    </fieldset>
  );
});
