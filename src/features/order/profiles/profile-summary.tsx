/**
 * A saved profile as the read-only step shows it: name or organisation, address, contact.
 */
import type { BillingProfile, DomainProfile } from '../../../../events/contract/profiles';

export function profileLabel(profile: BillingProfile | DomainProfile): string {
  const organisation = typeof profile.organisation === 'string' ? profile.organisation : '';
  if (profile.type === 'company' && organisation) return organisation;
  const full = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const name = typeof profile.name === 'string' ? profile.name : '';
  return full || name || profile.email;
}

export function profileAddress(profile: BillingProfile | DomainProfile): string {
  return [profile.street, profile.street2, `${profile.postalCode} ${profile.city}`]
    .filter(Boolean)
    .join(', ');
}

export function ProfileSummary({ profile }: { profile: BillingProfile | DomainProfile }) {
  return (
    <address className="profile-summary">
      <strong>{profileLabel(profile)}</strong>
      <span>{profileAddress(profile)}</span>
      <span>
        {profile.email} · {profile.phone}
      </span>
    </address>
  );
}
