/**
 * The timing rules of the cart view's debounces with fake timers: the note waits for 300 ms of
 * quiet, the assistance choice for 500 ms; each change restarts the wait, and closing the note or
 * the block cancels a waiting change.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Cart } from '../../events/contract/cart';
import { createMigrationEffect } from '../../src/effects/migration/migration';
import { noteDebounceEffect } from '../../src/effects/cart-extras/note-debounce';
import { UploadShelf } from '../../src/shared/upload-shelf';
import { buildCart } from '../support/builders';
import { harness } from '../support/effect-harness';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const committed = (h: ReturnType<typeof harness>) =>
  h.log.all().flatMap((e) => (e.type === 'cart-extras/note-committed' ? [e.payload.note] : []));

function noteHarness(cart: Cart = buildCart()) {
  const h = harness({});
  h.log.append('cart/received', { cart, command: 'load' });
  noteDebounceEffect(h.deps);
  return h;
}

describe('the note debounce', () => {
  it('commits nothing before 300 ms of quiet, then the trimmed text once', () => {
    const h = noteHarness();
    h.log.append('cart-extras/note-edited', { text: 'Ca' });
    vi.advanceTimersByTime(200);
    h.log.append('cart-extras/note-edited', { text: ' Call me ' });
    vi.advanceTimersByTime(299);
    expect(committed(h)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(committed(h)).toEqual(['Call me']);
    vi.advanceTimersByTime(1000);
    expect(committed(h)).toEqual(['Call me']);
  });

  it('commits an emptied note as empty, which removes it', () => {
    const h = noteHarness(buildCart({ note: 'old' }));
    h.log.append('cart-extras/note-edited', { text: '   ' });
    vi.advanceTimersByTime(300);
    expect(committed(h)).toEqual(['']);
  });

  it('cancels a waiting edit when unchecked and removes the note only when there may be one', () => {
    const h = noteHarness();
    h.log.append('cart-extras/note-edited', { text: 'draft' });
    h.log.append('cart-extras/note-toggled', { open: false });
    vi.advanceTimersByTime(1000);
    expect(committed(h)).toEqual(['']);
    const quiet = noteHarness();
    quiet.log.append('cart-extras/note-toggled', { open: true });
    quiet.log.append('cart-extras/note-toggled', { open: false });
    expect(committed(quiet)).toEqual([]);
  });

  it('removes a saved note when unchecked', () => {
    const h = noteHarness(buildCart({ note: 'Call me' }));
    h.log.append('cart-extras/note-toggled', { open: false });
    expect(committed(h)).toEqual(['']);
  });
});

describe('the assistance debounce', () => {
  const migrationHarness = () => {
    const h = harness({});
    h.log.append('cart/received', {
      cart: buildCart({ migrationPromotion: { applicable: true, needAssistance: false, uploadedFiles: [] } }),
      command: 'load',
    });
    createMigrationEffect(new UploadShelf())(h.deps);
    return h;
  };
  const sent = (h: ReturnType<typeof harness>) =>
    h.log.all().flatMap((e) => (e.type === 'migration/assistance-committed' ? [e.payload.assistance] : []));

  it('sends the last choice after 500 ms of quiet', () => {
    const h = migrationHarness();
    h.log.append('migration/assistance-edited', { needAssistance: true });
    vi.advanceTimersByTime(400);
    h.log.append('migration/assistance-edited', { needAssistance: false });
    vi.advanceTimersByTime(499);
    expect(sent(h)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent(h)).toEqual([false]);
  });

  it('drops a waiting choice when the block is closed', () => {
    const h = migrationHarness();
    h.log.append('migration/assistance-edited', { needAssistance: true });
    h.log.append('migration/block-toggled', { open: false });
    vi.advanceTimersByTime(1000);
    expect(sent(h)).toEqual([null]);
  });
});
