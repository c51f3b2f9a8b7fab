import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';
import { cn } from './utils';

const srcDir = join(import.meta.dirname, '..');

/**
 * Every Tailwind utility the source names, without its variants: the tokens of every source file
 * (Tailwind itself reads them as plain text) that the full tailwind-merge recognises as a utility,
 * which is when it collapses the token written twice.
 */
function utilitiesInSource(): string[] {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('class-merge.ts'),
  );
  const tokens = new Set<string>();
  for (const file of files) {
    for (const token of readFileSync(join(srcDir, file), 'utf8').split(/[\s'"`{}<>,;=]+/)) {
      const base = token.slice(token.lastIndexOf(':') + 1);
      if (/^-?[a-z!]/.test(base)) tokens.add(base);
    }
  }
  return [...tokens].filter((token) => twMerge(`${token} ${token}`) === token).sort();
}

describe('mergeClasses', () => {
  const utilities = utilitiesInSource();

  it('finds the utilities the site uses', () => {
    // Guards the scan itself: if it found nothing, the comparison below would pass vacuously.
    expect(utilities.length).toBeGreaterThan(500);
    expect(utilities).toEqual(expect.arrayContaining(['px-4', 'text-sm', 'text-primary', 'bg-background', 'rounded-md', 'size-11']));
  });

  // Every pair is hundreds of thousands of merges through both resolvers: seconds, more on a busy machine.
  it('merges every pair of the site’s utilities as the full tailwind-merge does', { timeout: 30_000 }, () => {
    const disagreements: string[] = [];
    for (const first of utilities) {
      for (const second of utilities) {
        const classes = `${first} ${second}`;
        const ours = mergeClasses(classes);
        const reference = twMerge(classes);
        if (ours !== reference) disagreements.push(`"${classes}" → "${ours}", tailwind-merge: "${reference}"`);
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });

  it('keeps variants, important marks, arbitrary values and opacity modifiers apart', () => {
    const cases = [
      'hover:bg-muted bg-primary hover:bg-border',
      'px-2 md:px-4 md:px-6 !px-8',
      'text-sm/6 leading-tight text-lg',
      'leading-tight text-sm/6',
      'bg-primary/50 bg-[color-mix(in_oklab,var(--color-primary),black_15%)]',
      'h-(--radix-select-trigger-height) h-10',
      'focus-visible:outline-ring focus-visible:outline-destructive aria-invalid:focus-visible:outline-destructive',
      'before:content-none after:p-1 before:p-2 after:p-3',
      '[&_svg]:size-4 [&_svg]:size-6 *:data-[slot=select-value]:flex *:data-[slot=select-value]:grid',
      'line-clamp-1 block overflow-hidden',
      'rounded-t-2xl rounded-lg rounded-br-sm',
      'border-l-2 border-2 border-primary border-l-destructive',
      'hover:focus:p-2 focus:hover:p-4 hover:p-1',
      'before:hover:p-2 hover:before:p-4',
      '-mt-2 mt-4 -top-3.5 top-0 -translate-y-1/2 translate-y-1',
      'p-2! p-4 !p-6',
      'text-sm/6 text-lg/7 leading-none',
    ];
    for (const classes of cases) expect(mergeClasses(classes), classes).toBe(twMerge(classes));
  });

  it('keeps a class it does not know, so an unlisted utility can only lose its override', () => {
    expect(mergeClasses('snap-start snap-center p-2 p-4')).toBe('snap-start snap-center p-4');
  });
});

describe('cn', () => {
  it('joins conditional classes and lets a later utility win', () => {
    expect(cn('px-2 text-sm', false, undefined, { 'text-primary': true, hidden: false }, 'px-4')).toBe('text-sm text-primary px-4');
  });
});
