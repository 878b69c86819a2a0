/**
 * A saved profile as the read-only step shows it: name or organisation, address, contact.
 */
import { useTranslation } from 'react-i18next';
import type { BillingProfile, DomainProfile } from '../../../events/contract/profiles';
import { personName } from '../../i18n/person-name';

export function profileLabel(profile: BillingProfile | DomainProfile, locale: string): string {
  const organisation = typeof profile.organisation === 'string' ? profile.organisation : '';
  if (profile.type === 'company' && organisation) return organisation;
  const full = personName(profile.firstName, profile.lastName, locale);
  const name = typeof profile.name === 'string' ? profile.name : '';
  return full || name || profile.email;
}

export function profileAddress(profile: BillingProfile | DomainProfile): string {
  return [profile.street, profile.street2, `${profile.postalCode} ${profile.city}`]
    .filter(Boolean)
    .join(', ');
}

export function ProfileSummary({ profile }: { profile: BillingProfile | DomainProfile }) {
  const { i18n } = useTranslation();
  return (
    <address className="profile-summary">
      <strong>{profileLabel(profile, i18n.language)}</strong>
      <span>{profileAddress(profile)}</span>
      {/* A saved profile may lack a phone: no separator left hanging. */}
      <span>{[profile.email, profile.phone].filter(Boolean).join(' · ')}</span>
    </address>
  );
}
