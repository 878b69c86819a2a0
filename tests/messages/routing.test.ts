/**
 * Where a failed cart command's messages go: a failed load at general as exception.cart.not_fetched,
 * violations also at their property paths (relative to the item), and text-only flash messages.
 */
import { describe, expect, it } from 'vitest';
import type { CartCommandName } from '../../events/catalogue/cart-commands';
import {
  CART_NOT_FETCHED,
  areaForCommand,
  flashToMessage,
  messagesForFailure,
} from '../../projections/messages/routing';
import { buildError } from '../support/builders';

describe('where a failed cart command shows its message', () => {
  it.each<[CartCommandName, string | undefined, string]>([
    ['update-item', 'i1', 'i1'],
    ['remove-item', 'i1', 'i1'],
    ['set-note', undefined, 'note'],
    ['delete-note', undefined, 'note'],
    ['add-coupon', undefined, 'discount'],
    ['remove-coupon', undefined, 'discount_rm'],
    ['set-donation', undefined, 'general'],
    ['validate', undefined, 'general'],
  ])('%s (item %s) goes to %s', (command, itemId, path) => {
    expect(areaForCommand(command, itemId)).toBe(path);
  });

  it('reports a failed load at general as exception.cart.not_fetched, with "Try again"', () => {
    expect(
      messagesForFailure('load', undefined, buildError({ messageKey: 'general.network_error' })),
    ).toEqual([
      {
        path: 'general',
        message: { translationKey: CART_NOT_FETCHED, type: 'error', action: 'reload-cart' },
      },
    ]);
  });

  it('offers "Try again" (reading the cart) with a timed-out change, at its own area', () => {
    const timedOut = buildError({ kind: 'timeout', status: null, messageKey: 'general.timeout' });
    expect(messagesForFailure('update-item', 'c1', timedOut)).toEqual([
      { path: 'c1', message: { translationKey: 'general.timeout', type: 'error', action: 'reload-cart' } },
    ]);
    expect(messagesForFailure('set-note', undefined, buildError({ messageKey: 'x' }))[0]?.message).toEqual({
      translationKey: 'x',
      type: 'error',
    });
  });

  it('also puts violation messages at their property path, relative to the item for item commands', () => {
    const error = buildError({
      messageKey: 'domain.not_available',
      violations: [
        {
          propertyPath: 'properties.domain',
          errors: [{ translationKey: 'domain.not_available', values: { domain: 'a.sk' } }],
        },
      ],
    });
    expect(messagesForFailure('update-item', 'i1', error).map((p) => p.path)).toEqual([
      'i1',
      'i1.properties.domain',
    ]);
    expect(
      messagesForFailure(
        'set-note',
        undefined,
        buildError({ violations: [{ propertyPath: 'note', errors: [{ translationKey: 'too_long' }] }] }),
      ).map((p) => p.path),
    ).toEqual(['note', 'note']);
  });

  it('turns a text-only flash into a message keyed by its text', () => {
    expect(flashToMessage({ type: 'error', text: 'Objednávka zlyhala' })).toEqual({
      translationKey: 'Objednávka zlyhala',
      text: 'Objednávka zlyhala',
      type: 'error',
    });
  });
});
