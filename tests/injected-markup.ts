import { expect } from 'vitest';

/**
 * No element and no attribute came from visitor input: no image, script, frame or event handler, no
 * script link. For rendering tests that fill every field with markup.
 */
export function expectNoInjectedMarkup(container: HTMLElement): void {
  expect(container.querySelector('img, script, iframe, object, embed, svg[onload], svg svg')).toBeNull();
  const handlers = [...container.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${element.tagName}[${attribute.name}]`),
  );
  expect(handlers).toEqual([]);
  expect(container.querySelector('[href^="javascript:" i], [src^="javascript:" i], [srcdoc]')).toBeNull();
}
