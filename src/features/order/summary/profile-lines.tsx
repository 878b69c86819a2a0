/**
 * A billing or domain profile in a few lines (name or organisation, street, city), as the step
 * summaries and the side summary show it.
 */
import { useTranslation } from 'react-i18next';
import type { BillingProfile, DomainProfile } from '../../../../events/contract/profiles';
import { personName } from '../../../i18n/person-name';

export function profileName(profile: BillingProfile | DomainProfile, locale: string): string {
  const { organisation } = profile;
  if (profile.type === 'company' && typeof organisation === 'string' && organisation !== '')
    return organisation;
  const full = personName(profile.firstName, profile.lastName, locale);
  const name = (profile as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : full;
}

export function ProfileLines({ profile }: { profile: BillingProfile | DomainProfile }) {
  const { i18n } = useTranslation();
  return (
    <address className="profile-lines">
      <span className="profile-lines__name">{profileName(profile, i18n.language)}</span>
      <span>{[profile.street, profile.street2].filter(Boolean).join(', ')}</span>
      <span>
        {profile.postalCode} {profile.city}
      </span>
    </address>
  );
}
