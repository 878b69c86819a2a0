/**
 * The step tree of the hosting tutorial (docs/decisions/012): steps are named by dotted codes, a
 * child's code is its parent's plus one segment, so "back" is the code minus its last segment
 * unless a step forces another target (or none). Steps whose product the provider did not serve
 * are removed, and a choice step left without children goes with them. Progress is a quarter per
 * step: the step's depth over four. Pure data and functions, shared by the read model, the
 * selectors and the effect that decides whether to show the tutorial.
 */
import type { TutorialFlow } from '../../events/catalogue/tutorial';

type TutorialStepKind = 'choice' | 'configure' | 'summary' | 'added';

export interface TutorialStep {
  code: string;
  kind: TutorialStepKind;
  /** The product (its `name`, sent as `code` when added) this step offers or configures. */
  product: string | null;
  /** Forced back target: a code, or null for no back at all. Absent: the parent. */
  back?: string | null;
}

/** Four steps from the question to the added hosting: the progress bar moves a quarter per step. */
export const TUTORIAL_STEP_COUNT = 4;

/** Products offered per flow, in the order the choice step lists them (segment → product name). */
const flowProducts: Record<TutorialFlow, readonly (readonly [string, string])[]> = {
  main: [
    ['wordpress', 'the-hosting-wordpress'],
    ['hosting', 'the-hosting'],
    ['builder', 'site-builder'],
  ],
  transfer: [
    ['hosting', 'the-hosting'],
    ['wordpress', 'the-hosting-wordpress'],
  ],
};

function branch(root: string, segment: string, product: string): TutorialStep[] {
  const configure = `${root}.${segment}`;
  return [
    { code: configure, kind: 'configure', product },
    { code: `${configure}.summary`, kind: 'summary', product },
    // Once the item is in the cart there is no way back: the cart already changed.
    { code: `${configure}.summary.added`, kind: 'added', product, back: null },
  ];
}

function flowTree(flow: TutorialFlow): TutorialStep[] {
  return [
    { code: flow, kind: 'choice', product: null },
    ...flowProducts[flow].flatMap(([segment, product]) => branch(flow, segment, product)),
  ];
}

/** The full tree of both flows; the root of a flow is the flow's name (`main`, `transfer`). */
export const tutorialTree: readonly TutorialStep[] = [...flowTree('main'), ...flowTree('transfer')];

function parentCode(code: string): string | null {
  const cut = code.lastIndexOf('.');
  return cut === -1 ? null : code.slice(0, cut);
}

export function stepNumber(code: string): number {
  return code.split('.').length;
}

/** Progress of a step in [0, 1]: a quarter per step. */
export function tutorialProgress(code: string): number {
  return Math.min(stepNumber(code), TUTORIAL_STEP_COUNT) / TUTORIAL_STEP_COUNT;
}

export function childrenOf(tree: readonly TutorialStep[], code: string): TutorialStep[] {
  return tree.filter((step) => parentCode(step.code) === code);
}

/**
 * The tree without the steps whose product is unavailable; a step without a product stays only
 * while one of its children stays.
 */
export function availableTree(tree: readonly TutorialStep[], products: ReadonlySet<string>): TutorialStep[] {
  const memo = new Map<string, boolean>();
  const available = (step: TutorialStep): boolean => {
    const known = memo.get(step.code);
    if (known !== undefined) return known;
    const result =
      step.product !== null ? products.has(step.product) : childrenOf(tree, step.code).some(available);
    memo.set(step.code, result);
    return result;
  };
  return tree.filter((step) => available(step) && ancestorsAvailable(tree, step.code, available));
}

function ancestorsAvailable(
  tree: readonly TutorialStep[],
  code: string,
  available: (step: TutorialStep) => boolean,
): boolean {
  for (let parent = parentCode(code); parent !== null; parent = parentCode(parent)) {
    const step = tree.find((s) => s.code === parent);
    if (step && !available(step)) return false;
  }
  return true;
}

export function findStep(tree: readonly TutorialStep[], code: string): TutorialStep | null {
  return tree.find((step) => step.code === code) ?? null;
}

/** Where back leads from a step: the forced target, else the nearest ancestor still in the tree. */
export function backTarget(tree: readonly TutorialStep[], code: string): string | null {
  const step = findStep(tree, code);
  if (step?.back !== undefined) return step.back;
  for (let parent = parentCode(code); parent !== null; parent = parentCode(parent)) {
    if (findStep(tree, parent)) return parent;
  }
  return null;
}

/** A step the customer may choose from `current`: one of its children that is not the added step. */
export function canChoose(tree: readonly TutorialStep[], current: string, target: string): boolean {
  const step = findStep(tree, target);
  return step !== null && step.kind !== 'added' && parentCode(target) === current;
}

/** The step the cart reply moves to after the product of a summary step was added. */
export function addedStepOf(tree: readonly TutorialStep[], summary: string): string | null {
  return childrenOf(tree, summary).find((s) => s.kind === 'added')?.code ?? null;
}
