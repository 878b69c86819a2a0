/**
 * Counts renders per component with React's <Profiler>: `profiled` wraps a component so that every
 * commit in which it (or anything below it) rendered adds one to its id's count. Render-count tests
 * replace a module's export with the wrapped component through `vi.mock`.
 */
import { Profiler, type ComponentType, type ReactNode } from 'react';

export const renders = new Map<string, number>();

export function countRender(id: string): void {
  renders.set(id, (renders.get(id) ?? 0) + 1);
}

export function profiled<P extends object>(Component: ComponentType<P>, idOf: (props: P) => string) {
  return function Profiled(props: P) {
    return (
      <Profiler id={idOf(props)} onRender={countRender}>
        <Component {...props} />
      </Profiler>
    );
  };
}

/** A module with the named component exports profiled, each counted under its export name. */
export function profiledModule<M extends object>(actual: M, names: readonly (keyof M & string)[]): M {
  const wrapped = Object.fromEntries(
    names.map((name) => [name, profiled(actual[name] as ComponentType<object>, () => name)]),
  );
  return { ...actual, ...wrapped };
}

/**
 * Like `profiled`, but counts only the component's own renders (its function being called), not its
 * children's: for parts nested in one another (a form, its fields), where a Profiler around the
 * form would also count every render of a field inside it.
 */
export function counted<P extends object>(Component: (props: P) => ReactNode, idOf: (props: P) => string) {
  return function Counted(props: P) {
    countRender(idOf(props));
    return Component(props);
  };
}

/** A module with the named component exports counted (their own renders), under their export names. */
export function countedModule<M extends object>(actual: M, names: readonly (keyof M & string)[]): M {
  const wrapped = Object.fromEntries(
    names.map((name) => [name, counted(actual[name] as (props: object) => ReactNode, () => name)]),
  );
  return { ...actual, ...wrapped };
}
