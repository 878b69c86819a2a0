/**
 * A billing or domain profile in a few lines (name or organisation, street, city), as the step
 * summaries and the side summary show it.
 */
import type { BillingProfile, DomainProfile } from '../../../../events/contract/profiles';

export function profileName(profile: BillingProfile | DomainProfile): string {
  const { organisation } = profile;
  if (profile.type === 'company' && typeof organisation === 'string' && organisation !== '')
    return organisation;
  const full = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const name = (profile as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : full;
}

export function ProfileLines({ profile }: { profile: BillingProfile | DomainProfile }) {
  return (
    <address className="profile-lines">
      <span className="profile-lines__name">{profileName(profile)}</span>
      <span>{[profile.street, profile.street2].filter(Boolean).join(', ')}</span>
      <span>
        {profile.postalCode} {profile.city}
      </span>
    </address>
  );
}
