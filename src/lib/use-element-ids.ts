import { useId } from 'react';

/**
 * One id per name, all under one `useId` prefix, for the elements a component links with
 * aria-labelledby, aria-describedby and focus: the same on the server and in the browser, and
 * distinct when the component stands twice on a page.
 */
export function useElementIds<const Name extends string>(...names: readonly Name[]): Record<Name, string> {
  const prefix = useId();
  return Object.fromEntries(names.map((name) => [name, `${prefix}-${name}`])) as Record<Name, string>;
}
