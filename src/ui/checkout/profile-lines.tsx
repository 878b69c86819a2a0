/**
 * A billing or domain profile in a few lines (name or organisation, street, city), as the step
 * summaries and the side summary show it.
 */
import { useTranslation } from 'react-i18next';
import type { BillingProfile, DomainProfile } from '../../../events/contract/profiles';
import { profileLabel } from './profile-summary';

export function ProfileLines({ profile }: { profile: BillingProfile | DomainProfile }) {
  const { i18n } = useTranslation();
  return (
    <address className="profile-lines">
      <span className="profile-lines__name">{profileLabel(profile, i18n.language)}</span>
      <span>{[profile.street, profile.street2].filter(Boolean).join(', ')}</span>
      <span>
        {profile.postalCode} {profile.city}
      </span>
    </address>
  );
}
