/**
 * One cart item on the optional-settings page: a field per optional editable property (spec §3
 * "optionalEditableProperties": the service name, the domain profile). The name is sent when saved
 * and changed; the profile when chosen (`cart/item-update-requested`). The item's running change
 * and its last failure come from the cart state.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../events/contract/cart';
import type { DomainProfile } from '../../../events/contract/profiles';
import { itemState } from '../../../projections/cart/selectors';
import { useDispatch } from '../../app/services';
import { sameValue } from '../../../projections/shared/same-value';
import { useAppSelector } from '../../app/use-app-selector';
import { personName } from '../../i18n/person-name';

const profileLabel = (p: DomainProfile, locale: string) =>
  (p.type === 'company' && p.organisation ? p.organisation : personName(p.firstName, p.lastName, locale)) ||
  `#${p.id}`;

export function OptionalSettingsItem({
  item,
  profiles,
  loggedIn,
}: {
  item: CartItem;
  profiles: readonly DomainProfile[];
  loggedIn: boolean;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const status = useAppSelector((state) => itemState(state, item.id), sameValue);
  const current = typeof item.properties.name === 'string' ? item.properties.name : '';
  const [name, setName] = useState(current);
  const nameId = useId();
  const profileId = useId();
  const domainProfileId =
    typeof item.properties.domainProfileId === 'number' ? item.properties.domainProfileId : null;
  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === current) return;
    dispatch('cart/item-update-requested', {
      itemId: item.id,
      changes: { properties: { name: name.trim() } },
    });
  };
  const domain = typeof item.properties.domain === 'string' ? item.properties.domain : null;
  return (
    <li className="optional-item" aria-label={item.name} aria-busy={status.loading}>
      <h2 className="optional-item__title">
        {item.name}
        {domain && <span className="optional-item__domain"> {domain}</span>}
      </h2>
      {item.optionalEditableProperties.includes('name') && (
        <form className="field" onSubmit={saveName}>
          <label htmlFor={nameId}>{t('optional.field.name')}</label>
          <input id={nameId} value={name} onChange={(e) => setName(e.target.value)} />
          <button type="submit" className="button" disabled={status.loading || name.trim() === current}>
            {t('optional.save')}
          </button>
        </form>
      )}
      {item.optionalEditableProperties.includes('domainProfileId') && (
        <div className="field">
          <label htmlFor={profileId}>{t('optional.field.domain_profile')}</label>
          {loggedIn ? (
            <select
              id={profileId}
              value={domainProfileId === null ? '' : String(domainProfileId)}
              disabled={status.loading}
              onChange={(e) =>
                dispatch('cart/item-update-requested', {
                  itemId: item.id,
                  changes: {
                    properties: { domainProfileId: e.target.value === '' ? null : Number(e.target.value) },
                  },
                })
              }
            >
              <option value="">{t('optional.profile.none')}</option>
              {profiles.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {profileLabel(p, i18n.language)}
                </option>
              ))}
            </select>
          ) : (
            <p className="field__hint">{t('optional.login_needed')}</p>
          )}
        </div>
      )}
      {status.error && (
        <p className="message message--error" role="alert">
          {t(status.error.translationKey, status.error.values)}
        </p>
      )}
    </li>
  );
}
