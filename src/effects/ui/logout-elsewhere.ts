/**
 * A logout in another tab of the site (decision 041): this tab appends
 * `session/logged-out-elsewhere`, which ends the customer's data here as a logout does (the tab's
 * recording and salt, a visitor's begun forms, the stored keys: customer-data.ts), and says so at
 * `general`. The tab that logs out tells the others (logout.ts), before its navigation check.
 */
import { Subscription } from 'rxjs';
import type { CoreEffectDeps } from '../runtime/deps';

export function logoutElsewhereEffect({ log, otherTabs }: CoreEffectDeps): Subscription {
  const subscription = new Subscription();
  if (!otherTabs) return subscription;
  let heard = false;
  subscription.add(
    otherTabs.onLogout(() => {
      if (heard) return;
      heard = true;
      log.append('session/logged-out-elsewhere', {});
      log.append('messages/shown', {
        path: 'general',
        message: { translationKey: 'session.logged_out_elsewhere', type: 'info' },
      });
    }),
  );
  return subscription;
}
