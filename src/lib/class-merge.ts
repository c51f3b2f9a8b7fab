/**
 * Merges a class list as tailwind-merge does, for the utilities this site uses: a later utility
 * drops an earlier one of the same group (a later padding an earlier padding, a later text colour
 * an earlier one), variant by variant. It stands in for tailwind-merge because that library does not
 * fit the first-load budget of the pages that merge classes (docs/decisions/031-two-private-copies-of-libraries.md).
 * The components on `/`'s first load join their classes instead, and the prerenderer uses this resolver
 * to fail the build on a page whose elements carry two utilities of one group
 * (scripts/lib/class-conflicts.ts; decision record 011).
 *
 * A class it does not know is kept, so an unknown conflict degrades to a plain join (the stylesheet
 * order decides), never to a dropped class. The full tailwind-merge stays the reference:
 * class-merge.test.ts merges every pair of the utilities the source names with both, and fails on
 * any difference, so a utility this resolver groups wrongly cannot ship.
 */
export function mergeClasses(classList: string): string {
  const classes = classList.split(' ');
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const name = classes[index];
    if (!name) continue;
    const { modifiers, base, postfix } = parseClass(name);
    const group = groupOf(base);
    if (group === null) {
      // An exact repeat adds nothing (the earlier copy is dropped, as tailwind-merge does).
      if (!seen.has(name)) kept.push(name);
      seen.add(name);
      continue;
    }
    const key = `${modifiers}|${group}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const overridden of CONFLICTS[group] ?? []) seen.add(`${modifiers}|${overridden}`);
    // text-sm/6 sets the line height too.
    if (postfix && group === 'font-size') seen.add(`${modifiers}|leading`);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

interface ParsedClass {
  /** The variants, sorted where their order does not matter, plus an important mark. */
  modifiers: string;
  /** The utility without variants, important mark or postfix modifier (the /50 of bg-primary/50). */
  base: string;
  postfix: boolean;
}

// Variants whose order changes what they select (tailwind-merge's list): the others are sorted.
const ORDER_SENSITIVE = new Set(['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file', 'first-letter', 'first-line', 'marker', 'placeholder', 'selection']);

function parseClass(name: string): ParsedClass {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let index = 0; index < name.length; index += 1) {
    const char = name[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (depth === 0 && char === ':') {
      parts.push(name.slice(start, index));
      start = index + 1;
      slash = -1;
    } else if (depth === 0 && char === '/') slash = index;
  }
  let base = slash > start ? name.slice(start, slash) : name.slice(start);
  let important = '';
  if (base.startsWith('!') || base.endsWith('!')) {
    important = '!';
    base = base.startsWith('!') ? base.slice(1) : base.slice(0, -1);
  }
  if (base.startsWith('-')) base = base.slice(1);
  // Sort runs of order-insensitive variants, as tailwind-merge does: hover:focus: equals focus:hover:.
  const sorted: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (part.startsWith('[') || ORDER_SENSITIVE.has(part)) {
      sorted.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  sorted.push(...run.sort());
  return { modifiers: sorted.join(':') + important, base, postfix: slash > start };
}

/** `prefix` followed by each of the space-separated suffixes. */
const each = (prefix: string, suffixes: string) => suffixes.split(' ').map((suffix) => prefix + suffix);

/** The side and corner radius utilities: rounded-t, rounded-tl… */
const ROUNDED_SIDES = each('rounded-', 's e t r b l ss se ee es tl tr br bl');

/** A later class of the key's group also overrides earlier classes of these groups. */
const CONFLICTS: Record<string, readonly string[]> = {
  overflow: each('overflow-', 'x y'),
  overscroll: each('overscroll-', 'x y'),
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: each('gap-', 'x y'),
  p: each('p', 'x y s e t r b l'),
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: each('m', 'x y s e t r b l'),
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ROUNDED_SIDES,
  'rounded-s': each('rounded-', 'ss es'),
  'rounded-e': each('rounded-', 'se ee'),
  'rounded-t': each('rounded-', 'tl tr'),
  'rounded-r': each('rounded-', 'tr br'),
  'rounded-b': each('rounded-', 'br bl'),
  'rounded-l': each('rounded-', 'tl bl'),
  'border-w': each('border-w-', 'x y s e t r b l'),
  'border-w-x': each('border-w-', 'r l'),
  'border-w-y': each('border-w-', 't b'),
  'border-color': each('border-color-', 'x y s e t r b l'),
  'border-color-x': each('border-color-', 'r l'),
  'border-color-y': each('border-color-', 't b'),
  translate: each('translate-', 'x y'),
  'scroll-m': each('scroll-m', 'x y s e t r b l'),
  'scroll-mx': each('scroll-m', 'r l'),
  'scroll-my': each('scroll-m', 't b'),
  touch: each('touch-', 'x y pz'),
  'touch-x': ['touch'],
  'touch-y': ['touch'],
};

/** Whole utilities that are a group by themselves. */
const KEYWORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display: 'block inline-block inline flex inline-flex table inline-table table-row table-cell grid inline-grid contents list-item flow-root hidden',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  sr: 'sr-only not-sr-only',
  container: 'container',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'font-style': 'italic not-italic',
  'fvn-spacing': 'tabular-nums proportional-nums',
  'fvn-ordinal': 'ordinal',
  'text-decoration': 'underline overline line-through no-underline',
  'text-overflow': 'truncate text-ellipsis text-clip',
  isolation: 'isolate isolation-auto',
})) {
  for (const word of words.split(' ')) KEYWORDS[word] = group;
}

/** Prefixes whose value does not change the group (p-4, p-[3px] and p-(--x) are all padding). */
const PLAIN_PREFIXES = new Set(
  [
    'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml space-x space-y gap gap-x gap-y',
    'size w h min-w min-h max-w max-h inset inset-x inset-y top right bottom left start end z order basis grow shrink',
    'grid-cols grid-rows col col-start col-end row row-start row-end auto-cols auto-rows grid-flow',
    'justify justify-items justify-self items self place-items place-content place-self',
    'leading tracking line-clamp whitespace break wrap underline-offset indent',
    'outline-offset ring-offset opacity duration ease delay animate transition rotate scale scale-x scale-y translate-x translate-y translate',
    'skew-x skew-y cursor pointer-events resize select will-change appearance accent caret aspect columns mix-blend',
    'scroll-m scroll-mx scroll-my scroll-ms scroll-me scroll-mt scroll-mr scroll-mb scroll-ml overflow overflow-x overflow-y',
    'overscroll overscroll-x overscroll-y backdrop-blur blur',
    ...ROUNDED_SIDES,
  ]
    .join(' ')
    .split(' '),
);

/** Of those, the ones that are a utility without a value too (grow, rounded-t…): the others need one. */
const BARE = new Set(['grow', 'shrink', 'transition', 'backdrop-blur', 'blur', ...ROUNDED_SIDES]);

const SIZE = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$|^base$/;
const NUMBER = /^\d+(\.\d+)?$/;
const LENGTH = /^\[(length:|\d)|^\((length:)/;
const LINE_STYLE = /^(solid|dashed|dotted|double|none|hidden)$/;
const SIDES = /^(x|y|s|e|t|r|b|l|bs|be)$/;
const ALIGN_CONTENT = /^(normal|start|end|center|between|around|evenly|stretch|baseline)$/;

/** The utility group a class belongs to, or null for anything this resolver does not know. */
function groupOf(base: string): string | null {
  const keyword = KEYWORDS[base];
  if (keyword) return keyword;
  // The longest known prefix: grid-cols before grid, gap-x before gap.
  let prefix = base;
  let value = '';
  for (;;) {
    const group = groupFor(prefix, value);
    if (group !== undefined) return group;
    const dash = prefix.lastIndexOf('-');
    if (dash <= 0) return null;
    value = value ? `${prefix.slice(dash + 1)}-${value}` : prefix.slice(dash + 1);
    prefix = prefix.slice(0, dash);
  }
}

/** The group of `prefix-value`, null when the prefix is known but the value is not, undefined for an unknown prefix. */
function groupFor(prefix: string, value: string): string | null | undefined {
  if (PLAIN_PREFIXES.has(prefix)) {
    if (prefix === 'translate' && value === 'none') return 'translate-none';
    if (value === '' && !BARE.has(prefix)) return null;
    return prefix === 'col' || prefix === 'row' ? `${prefix}-start-end` : prefix;
  }
  switch (prefix) {
    case 'text':
      if (SIZE.test(value) || LENGTH.test(value)) return 'font-size';
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-alignment';
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
      return value ? 'text-color' : null;
    case 'font':
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(value) ? 'font-weight' : value ? 'font-family' : null;
    case 'bg':
      if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment';
      if (/^(auto|cover|contain)$/.test(value)) return 'bg-size';
      if (/^(no-repeat|repeat.*)$/.test(value)) return 'bg-repeat';
      if (/^(none|linear-.*|radial.*|conic.*)$/.test(value)) return 'bg-image';
      return value ? 'bg-color' : null;
    case 'from':
    case 'via':
    case 'to':
      return value.endsWith('%') ? `${prefix}-pos` : value ? prefix : null;
    case 'rounded':
      return 'rounded';
    case 'border': {
      if (value === '' || NUMBER.test(value) || LENGTH.test(value)) return 'border-w';
      if (LINE_STYLE.test(value)) return 'border-style';
      if (/^(collapse|separate)$/.test(value)) return 'border-collapse';
      const [side = '', ...rest] = value.split('-');
      if (SIDES.test(side)) {
        const sideValue = rest.join('-');
        return sideValue === '' || NUMBER.test(sideValue) || LENGTH.test(sideValue) ? `border-w-${side}` : `border-color-${side}`;
      }
      return 'border-color';
    }
    case 'outline':
      if (value === '' || NUMBER.test(value) || LENGTH.test(value)) return 'outline-w';
      if (LINE_STYLE.test(value)) return 'outline-style';
      return 'outline-color';
    case 'ring':
      if (value === '' || NUMBER.test(value) || LENGTH.test(value)) return 'ring-w';
      return value === 'inset' ? 'ring-w-inset' : 'ring-color';
    case 'shadow':
      return value === '' || value === 'none' || SIZE.test(value) ? 'shadow' : 'shadow-color';
    case 'decoration':
      if (NUMBER.test(value) || LENGTH.test(value) || value === 'auto' || value === 'from-font') return 'text-decoration-thickness';
      return LINE_STYLE.test(value) || value === 'wavy' ? 'text-decoration-style' : value ? 'text-decoration-color' : null;
    case 'flex':
      if (/^(row|row-reverse|col|col-reverse)$/.test(value)) return 'flex-direction';
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return 'flex-wrap';
      return value ? 'flex' : null;
    case 'content':
      return ALIGN_CONTENT.test(value) ? 'align-content' : value ? 'content' : null;
    case 'list':
      return /^(inside|outside)$/.test(value) ? 'list-style-position' : value ? 'list-style-type' : null;
    case 'align':
      return value ? 'vertical-align' : null;
    case 'object':
      return /^(contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : value ? 'object-position' : null;
    case 'origin':
      return value ? 'transform-origin' : null;
    case 'transform':
    case 'filter':
      return prefix;
    case 'touch':
      if (/^pan-(x|left|right)$/.test(value)) return 'touch-x';
      if (/^pan-(y|up|down)$/.test(value)) return 'touch-y';
      return value === 'pinch-zoom' ? 'touch-pz' : value ? 'touch' : null;
    case 'fill':
      return value ? 'fill' : null;
    case 'stroke':
      return NUMBER.test(value) || LENGTH.test(value) ? 'stroke-w' : value ? 'stroke' : null;
    default:
      return undefined;
  }
}
