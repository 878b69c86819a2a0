/** The profile steps' intents that become cart commands (decision 073): a saved profile put on the cart (E16, E17). */
import type { CartCommandRunners } from '../cart/command';

export const profileCommands: CartCommandRunners = {
  'profiles/billing-profile-chosen': (event) => {
    const { profileId } = event.payload;
    return { name: 'set-billing-profile', run: (api) => api.setBillingProfile(profileId) };
  },
  'profiles/domain-profile-chosen': (event) => {
    const { profileId } = event.payload;
    return { name: 'set-domain-profile', run: (api) => api.setDomainProfile(profileId) };
  },
};
