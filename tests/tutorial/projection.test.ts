/**
 * The hosting tutorial read model: steps and progress, configurations kept per product, the add and
 * its reply, skipping, and how the tutorial ended.
 */
import { describe, expect, it } from 'vitest';
import { tutorialCanFinish, tutorialView } from '../../projections/tutorial/selectors';
import { buildCart, buildDomainItem, buildError, buildItem, session } from '../support/builders';
import { servedProducts } from '../support/tutorial-products';

const products = servedProducts('sk-ws');
const domainCart = buildCart({ uuid: 'c1', items: [buildDomainItem('moja-firma.sk')] });
const shown = { cartUuid: 'c1', flow: 'main', domain: 'moja-firma.sk', itemId: 'dom-moja-firma.sk' } as const;

const open = () =>
  session()
    .boot()
    .received(domainCart)
    .emit('tutorial/products-received', { products })
    .emit('tutorial/shown', shown);
const atSummary = () =>
  open()
    .emit('tutorial/step-chosen', { target: 'main.hosting' })
    .emit('tutorial/step-chosen', { target: 'main.hosting.summary' });
const stepOf = (s: ReturnType<typeof session>) => s.state.tutorial.open?.step;

describe('the hosting tutorial read model', () => {
  it('opens on the first step of its flow with the progress at a quarter', () => {
    const view = tutorialView(open().state);
    expect(view?.step.code).toBe('main');
    expect(view?.progress).toBe(0.25);
    expect(view?.back).toBeNull();
    expect(view?.choices.map((c) => c.product.name)).toEqual([
      'the-hosting-wordpress',
      'the-hosting',
      'site-builder',
    ]);
  });

  it('moves to a chosen step and back to its parent, a quarter per step', () => {
    const s = open().emit('tutorial/step-chosen', { target: 'main.wordpress' });
    expect(tutorialView(s.state)?.progress).toBe(0.5);
    expect(tutorialView(s.state)?.next).toBe('main.wordpress.summary');
    s.emit('tutorial/step-chosen', { target: 'main.wordpress.summary' });
    expect(tutorialView(s.state)?.progress).toBe(0.75);
    expect(stepOf(s.emit('tutorial/back-requested', {}))).toBe('main.wordpress');
    expect(stepOf(s.emit('tutorial/back-requested', {}))).toBe('main');
    expect(stepOf(s.emit('tutorial/back-requested', {}))).toBe('main');
  });

  it('ignores a move to a step that is not a child of the current one', () => {
    expect(stepOf(open().emit('tutorial/step-chosen', { target: 'main.hosting.summary' }))).toBe('main');
  });

  it('does not offer the steps of a product the provider did not serve', () => {
    const s = session()
      .boot()
      .received(domainCart)
      .emit('tutorial/products-received', {
        products: products.filter((p) => p.name !== 'the-hosting-wordpress'),
      })
      .emit('tutorial/shown', shown);
    expect(tutorialView(s.state)?.choices.map((c) => c.target)).toEqual(['main.hosting', 'main.builder']);
    expect(stepOf(s.emit('tutorial/step-chosen', { target: 'main.wordpress' }))).toBe('main');
  });

  it('remembers the configuration chosen for each product when the customer goes back and forth', () => {
    const s = open()
      .emit('tutorial/step-chosen', { target: 'main.hosting' })
      .emit('tutorial/option-chosen', { product: 'the-hosting', property: 'capacity', value: 102400 })
      .emit('tutorial/period-chosen', { product: 'the-hosting', period: 6 })
      .emit('tutorial/back-requested', {})
      .emit('tutorial/step-chosen', { target: 'main.wordpress' })
      .emit('tutorial/back-requested', {})
      .emit('tutorial/step-chosen', { target: 'main.hosting' });
    expect(tutorialView(s.state)?.product?.configuration).toEqual({
      period: 6,
      values: { capacity: 102400, location: 'bratislava' },
    });
    s.emit('tutorial/back-requested', {}).emit('tutorial/step-chosen', { target: 'main.wordpress' });
    expect(tutorialView(s.state)?.product?.configuration).toEqual({
      period: 12,
      values: { capacity: 51200, location: 'bratislava' },
    });
  });

  it('moves to the added step when the cart answers the add it asked for', () => {
    const s = atSummary().emit('tutorial/add-requested', {
      request: { code: 'the-hosting', sellType: 'direct', period: 12, properties: {} },
    });
    expect(s.state.tutorial.open?.add).toEqual({ status: 'adding', commandId: null });
    s.emit('cart/item-add-requested', {
      request: { code: 'the-hosting', sellType: 'direct', period: 12, properties: {} },
    });
    const commandId = `cmd-${s.events.length - 1}`;
    expect(s.state.tutorial.open?.add).toEqual({ status: 'adding', commandId });
    s.emit('tutorial/close-requested', {}).emit('tutorial/back-requested', {});
    expect(s.state.tutorial.open?.prompt).toBe(false);
    expect(stepOf(s)).toBe('main.hosting.summary');
    s.emit('cart/command-started', { command: 'add-item', commandId }).received(
      buildCart({
        uuid: 'c1',
        items: [buildDomainItem('moja-firma.sk'), buildItem({ id: 'h1', code: 'the-hosting' })],
      }),
      'add-item',
    );
    const view = tutorialView(s.state);
    expect(view?.step.code).toBe('main.hosting.summary.added');
    expect(view?.progress).toBe(1);
    expect(view && tutorialCanFinish(view)).toBe(true);
  });

  it('stays on the summary with the message when the add fails', () => {
    const s = atSummary()
      .emit('tutorial/add-requested', {
        request: { code: 'the-hosting', sellType: 'direct', period: 12, properties: {} },
      })
      .emit('cart/item-add-requested', {
        request: { code: 'the-hosting', sellType: 'direct', period: 12, properties: {} },
      });
    const commandId = `cmd-${s.events.length - 1}`;
    s.emit('cart/command-started', { command: 'add-item', commandId }).emit('cart/command-failed', {
      command: 'add-item',
      commandId,
      error: buildError({ messageKey: 'integrity.capacity_not_available' }),
    });
    expect(stepOf(s)).toBe('main.hosting.summary');
    expect(s.state.tutorial.open?.add).toEqual({
      status: 'failed',
      error: { translationKey: 'integrity.capacity_not_available' },
    });
  });

  it('does not take another command’s reply for its add', () => {
    const s = atSummary()
      .emit('tutorial/add-requested', {
        request: { code: 'the-hosting', sellType: 'direct', period: 12, properties: {} },
      })
      .emit('cart/item-add-requested', {
        request: { code: 'the-hosting', sellType: 'direct', period: 12, properties: {} },
      })
      .emit('cart/command-started', { command: 'set-note', commandId: 'other' })
      .received(domainCart, 'set-note', 'other');
    expect(stepOf(s)).toBe('main.hosting.summary');
  });

  it('asks before skipping, and going back to the tutorial keeps the step', () => {
    const s = open()
      .emit('tutorial/step-chosen', { target: 'main.builder' })
      .emit('tutorial/close-requested', {});
    expect(s.state.tutorial.open?.prompt).toBe(true);
    expect(stepOf(s.emit('tutorial/step-chosen', { target: 'main.builder.summary' }))).toBe('main.builder');
    s.emit('tutorial/skip-cancelled', {});
    expect(s.state.tutorial.open).toMatchObject({ prompt: false, step: 'main.builder' });
  });

  it('closes and remembers how it ended: skipped, no hosting, or finished', () => {
    expect(
      open().emit('tutorial/close-requested', {}).emit('tutorial/skip-confirmed', { doNotShowAgain: true })
        .state.tutorial,
    ).toMatchObject({ open: null, ended: { noHostingSelected: true, skipped: true } });
    expect(open().emit('tutorial/no-hosting-chosen', {}).state.tutorial).toMatchObject({
      open: null,
      ended: { noHostingSelected: true, skipped: false },
    });
    expect(open().emit('tutorial/finished', {}).state.tutorial.ended).toEqual({
      noHostingSelected: false,
      skipped: false,
    });
  });

  it('closes on a cart reset', () => {
    expect(open().emit('cart/reset', { reason: 'cart.not_found' }).state.tutorial.open).toBeNull();
  });

  it('records why the products were not fetched', () => {
    expect(session().emit('tutorial/disabled', { reason: 'test-cookie' }).state.tutorial.products).toEqual({
      status: 'disabled',
      reason: 'test-cookie',
    });
  });
});
