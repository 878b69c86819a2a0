/**
 * What the app of a live re-run has done with the replies it asked for, read from its own log: how
 * many calls of a method and path template it has settled (read the reply, or given up on it).
 * The replay handlers release a recorded reply only once the app has settled every earlier one
 * (replay-handlers.ts): a reply the handler has returned can still be on its way through the
 * service worker and the app's reading of it, and a later reply released then could overtake it
 * (a cart arriving before the cross-sell reply made the app abort the cross-sell call).
 */
import type { Observable } from 'rxjs';
import type { AppEvent } from '../events/envelope';

/** `GET /cart/x-sell-up-sell`: the key a recorded reply and a live call share. */
export const callKey = (method: string, pathTemplate: string) => `${method.toUpperCase()} ${pathTemplate}`;

export interface AppReceipts {
  /** How many calls with this key the app has settled in this page load. */
  settled(key: string): number;
}

export interface FollowedReceipts extends AppReceipts {
  /** Reads the page load's events so far, then every new one; returns the unsubscribe. */
  follow(log: { all(): readonly AppEvent[]; events$: Observable<AppEvent> }): () => void;
}

export function appReceipts(): FollowedReceipts {
  const keys = new Map<string, string>();
  const counts = new Map<string, number>();
  const see = (event: AppEvent) => {
    if (event.type === 'session/segment-started') {
      keys.clear();
      counts.clear();
    } else if (event.type === 'api/requested') {
      keys.set(event.payload.requestId, callKey(event.payload.method, event.payload.pathTemplate));
    } else if (event.type === 'api/responded' || event.type === 'api/failed') {
      const key = keys.get(event.payload.requestId);
      if (key === undefined) return;
      keys.delete(event.payload.requestId);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  };
  return {
    settled: (key) => counts.get(key) ?? 0,
    follow(log) {
      const subscription = log.events$.subscribe(see);
      for (const event of log.all()) see(event);
      return () => subscription.unsubscribe();
    },
  };
}
