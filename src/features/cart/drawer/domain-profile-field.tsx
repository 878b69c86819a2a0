/**
 * The item's own domain profile (logged-in customers only, spec §6): a checkbox, and when it is
 * ticked the customer's saved domain profiles to pick from (loading, failed or empty shown as
 * such).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../events/catalogue/messages';
import type { DomainProfile } from '../../../../events/contract/profiles';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { personName } from '../../../i18n/person-name';
import { Spinner } from '../../../ui/spinner';
import { FieldMessages } from '../items/message-list';

function profileLabel(p: DomainProfile, locale: string): string {
  const who = p.organisation ?? personName(p.firstName, p.lastName, locale);
  return [who, p.street, p.city].filter(Boolean).join(', ');
}

export function DomainProfileField({
  use,
  profileId,
  onUse,
  onPick,
  localError,
  messages,
}: {
  use: boolean;
  profileId: number | null;
  onUse: (use: boolean) => void;
  onPick: (id: number) => void;
  localError: string | null;
  messages: readonly Message[];
}) {
  const { t, i18n } = useTranslation();
  const profiles = useAppSelector((state) => state.profiles.domain, sameValue);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field domain-profile-field">
      <div className="checkbox">
        <input id={id} type="checkbox" checked={use} onChange={(e) => onUse(e.target.checked)} />
        <label htmlFor={id}>{t('cart_items.drawer.own_domain_profile')}</label>
      </div>
      {use && profiles.status === 'loading' && <Spinner />}
      {use && profiles.status === 'failed' && (
        <p className="field__error">{t('list.load_error.domain_profiles')}</p>
      )}
      {use && profiles.status !== 'loading' && profiles.list.length === 0 && profiles.status !== 'failed' && (
        <p>{t('cart_items.drawer.no_domain_profiles')}</p>
      )}
      {use && profiles.list.length > 0 && (
        <fieldset
          className="domain-profile-list"
          aria-describedby={localError || messages.length ? errorId : undefined}
        >
          <legend>{t('cart_items.drawer.domain_profile')}</legend>
          {profiles.list.map((p) => (
            <label key={p.id} className="radio">
              <input
                type="radio"
                name={`${id}-profile`}
                value={p.id}
                checked={profileId === p.id}
                onChange={() => onPick(p.id)}
              />
              {profileLabel(p, i18n.language)}
            </label>
          ))}
        </fieldset>
      )}
      {localError !== null && (
        <p id={errorId} className="field__error" role="alert">
          {t(localError)}
        </p>
      )}
      {localError === null && <FieldMessages id={errorId} messages={messages} />}
    </div>
  );
}
