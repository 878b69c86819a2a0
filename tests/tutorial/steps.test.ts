/**
 * The tutorial step tree: the flows and their products (unserved ones removed), progress a quarter
 * per step, back to the parent or a forced target, and which steps can be chosen.
 */
import { describe, expect, it } from 'vitest';
import {
  addedStepOf,
  availableTree,
  backTarget,
  canChoose,
  childrenOf,
  tutorialProgress,
  tutorialTree,
  type TutorialStep,
} from '../../projections/tutorial/steps';

const all = new Set(['the-hosting', 'the-hosting-wordpress', 'site-builder']);
const codes = (steps: readonly TutorialStep[]) => steps.map((s) => s.code);

describe('the tutorial step tree', () => {
  it('offers WordPress, hosting and site builder in the main flow, hosting and WordPress for a transfer', () => {
    expect(codes(childrenOf(tutorialTree, 'main'))).toEqual([
      'main.wordpress',
      'main.hosting',
      'main.builder',
    ]);
    expect(codes(childrenOf(tutorialTree, 'transfer'))).toEqual(['transfer.hosting', 'transfer.wordpress']);
  });

  it('moves the progress a quarter per step, reaching the whole bar when the hosting is added', () => {
    expect(
      ['main', 'main.hosting', 'main.hosting.summary', 'main.hosting.summary.added'].map(tutorialProgress),
    ).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('goes back to the parent step, and nowhere from the first step', () => {
    expect(backTarget(tutorialTree, 'main.hosting.summary')).toBe('main.hosting');
    expect(backTarget(tutorialTree, 'main.hosting')).toBe('main');
    expect(backTarget(tutorialTree, 'main')).toBeNull();
  });

  it('offers no way back once the hosting is in the cart (a forced back step)', () => {
    expect(backTarget(tutorialTree, 'transfer.wordpress.summary.added')).toBeNull();
  });

  it('follows a forced back target instead of the parent', () => {
    const tree: TutorialStep[] = [
      { code: 'a', kind: 'choice', product: null },
      { code: 'a.b', kind: 'configure', product: 'p' },
      { code: 'a.b.c', kind: 'summary', product: 'p', back: 'a' },
    ];
    expect(backTarget(tree, 'a.b.c')).toBe('a');
  });

  it('removes the steps of a product the provider does not serve', () => {
    const tree = availableTree(tutorialTree, new Set(['the-hosting']));
    expect(codes(childrenOf(tree, 'main'))).toEqual(['main.hosting']);
    expect(codes(tree)).not.toContain('main.wordpress.summary');
    expect(backTarget(tree, 'main.hosting')).toBe('main');
  });

  it('removes a whole flow when none of its products is served', () => {
    const tree = availableTree(tutorialTree, new Set(['site-builder']));
    expect(codes(tree)).toContain('main');
    expect(codes(tree)).not.toContain('transfer');
  });

  it('lets the customer choose only a child of the current step, never the added step', () => {
    const tree = availableTree(tutorialTree, all);
    expect(canChoose(tree, 'main', 'main.builder')).toBe(true);
    expect(canChoose(tree, 'main', 'main.builder.summary')).toBe(false);
    expect(canChoose(tree, 'main.builder', 'transfer.hosting')).toBe(false);
    expect(canChoose(tree, 'main.builder.summary', 'main.builder.summary.added')).toBe(false);
    expect(addedStepOf(tree, 'main.builder.summary')).toBe('main.builder.summary.added');
  });
});
