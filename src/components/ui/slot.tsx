import * as React from 'react';

import { clsx } from 'clsx';

type AnyProps = Record<string, unknown>;

type SlotProps = React.HTMLAttributes<HTMLElement> & {
  ref?: React.Ref<HTMLElement>;
  children?: React.ReactNode;
};

/** Points every ref at `node`; returns a React 19 ref cleanup that detaches them all again. */
function assignRefs<T>(node: T | null, refs: Array<React.Ref<T> | undefined>): () => void {
  const cleanups = refs.map((ref) => {
    if (typeof ref === 'function') return ref(node);
    if (ref) ref.current = node;
    return undefined;
  });
  return () => {
    refs.forEach((ref, index) => {
      const cleanup = cleanups[index];
      if (typeof cleanup === 'function') cleanup();
      else if (typeof ref === 'function') ref(null);
      else if (ref) ref.current = null;
    });
  };
}

/**
 * The slot's props overlaid on the child's: classes joined (never merged, as for Button), styles
 * shallow-merged, event handlers both called (child first), any other prop set on the child wins.
 */
function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (key === 'style') {
      merged.style = { ...(slotValue as React.CSSProperties), ...(childValue as React.CSSProperties) };
    } else if (key === 'className') {
      merged.className = clsx(slotValue as string, childValue as string);
    }
  }
  return merged;
}

/**
 * Renders its single child element instead of a wrapper, merging its own props into it, as
 * @radix-ui/react-slot does, to power `asChild`. Button is in every first load, and the library does
 * not fit `/`'s budget (docs/decisions/031-two-private-copies-of-libraries.md); slot.test.tsx holds
 * it to the library.
 */
function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = React.Children.only(children);
  if (!React.isValidElement<AnyProps>(child)) {
    throw new Error('Slot (asChild) expects a single React element as its child.');
  }
  const childRef = child.props.ref as React.Ref<HTMLElement> | undefined;
  const props = mergeProps(slotProps, child.props);
  if (ref || childRef) {
    // Re-created each render (refs are re-attached, which is cheap); memoising it trips the React Compiler lint.
    props.ref = (node: HTMLElement | null) => assignRefs(node, [ref, childRef]);
  }
  return React.cloneElement(child, props);
}

export { Slot };
export type { SlotProps };
