import { useEffect, useRef, type RefObject } from 'react';

/**
 * When `key` changes (not on the first render), moves focus to the first heading inside `container`,
 * or to the container itself, so a screen reader announces the new view and Tab continues from it.
 */
export function useFocusOnChange(key: string, container: RefObject<HTMLElement | null>): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const region = container.current;
    if (!region) return;
    const heading = region.querySelector<HTMLElement>('h1, h2, h3');
    const target = heading ?? region;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [key, container]);
}
