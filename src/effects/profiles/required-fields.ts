/**
 * Fetches the fields domain registries require (E35) per TLD list and profile country, once per
 * pair: when a form asks (`profiles/required-fields-requested`) and when a cart that needs a domain
 * profile arrives (for the company's country and for the country of the cart's domain profile, so
 * the domain-profile step's progress can tell a complete profile). A failed fetch may be retried.
 */
import { EMPTY, Subscription, from, mergeMap } from 'rxjs';
import { cartTlds, requiredFieldsKey } from '../../../projections/profiles/required-fields';
import { domainProfileApplies } from '../../../projections/steps/progress';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';

export function requiredFieldsEffect({ log, api, config }: EffectDeps): Subscription {
  const asked = new Set<string>();

  async function fetchFields(tlds: readonly string[], countryCode: string): Promise<void> {
    const result = await api.getRequiredFields({ tlds, countryCode });
    if (result.ok) {
      log.append('profiles/required-fields-received', { tlds: [...tlds], countryCode, fields: result.value });
    } else {
      asked.delete(requiredFieldsKey(tlds, countryCode));
      log.append('profiles/required-fields-failed', { tlds: [...tlds], countryCode, error: result.error });
    }
  }

  function wanted(tlds: readonly string[], countryCode: string): { tlds: string[]; countryCode: string }[] {
    const key = requiredFieldsKey(tlds, countryCode);
    if (tlds.length === 0 || countryCode === '' || asked.has(key)) return [];
    asked.add(key);
    return [{ tlds: [...tlds], countryCode: countryCode.toUpperCase() }];
  }

  return log.events$
    .pipe(
      ofType('profiles/required-fields-requested', 'cart/received'),
      mergeMap((event) => {
        if (event.type === 'profiles/required-fields-requested') {
          return from(wanted(event.payload.tlds, event.payload.countryCode));
        }
        const cart = event.payload.cart;
        if (!domainProfileApplies(config.workflow, cart)) return EMPTY;
        const tlds = cartTlds(cart);
        const countries = new Set([config.companyCountry, cart.domainProfile?.countryCode ?? '']);
        return from([...countries].flatMap((c) => wanted(tlds, c)));
      }),
      mergeMap(({ tlds, countryCode }) => from(fetchFields(tlds, countryCode))),
    )
    .subscribe();
}
