import { createTailwindMerge, validators, type ClassValidator } from 'tailwind-merge';

/**
 * tailwind-merge with a configuration the size of this site. Its default configuration knows every
 * utility Tailwind has, and cn() sits in the header, the buttons and the footer, so it was 8.7 KB
 * gzip of every visitor's first load (issue 10). Only the configuration is ours: parsing variants,
 * important marks, arbitrary values and postfix modifiers, and the merge itself, stay the library's.
 *
 * The groups below are the utilities src/ uses, with tailwind-merge's own names, scales and
 * conflicts (its getDefaultConfig is the reference). A class no group knows is kept as it is, so a
 * utility added later and not listed here can only lose its override, never disappear;
 * class-merge.test.ts compares this merger with the full tailwind-merge on every class list the
 * pages render and every Button variant.
 */
const {
  isAny,
  isArbitraryLength,
  isArbitraryValue,
  isArbitraryVariable,
  isArbitraryVariableLength,
  isFraction,
  isInteger,
  isNumber,
  isPercent,
  isTshirtSize,
} = validators;

type Scale = readonly (string | ClassValidator | { readonly [part: string]: Scale })[];

const arbitrary = [isArbitraryVariable, isArbitraryValue] as const;
const spacing: Scale = [...arbitrary, 'px', isNumber];
const inset: Scale = [isFraction, 'full', 'auto', ...spacing];
const margin: Scale = ['auto', ...spacing];
const sizing: Scale = [isFraction, 'auto', 'full', 'screen', 'dvw', 'dvh', 'svh', 'lvh', 'min', 'max', 'fit', isTshirtSize, 'content', ...spacing];
const color: Scale = [isAny];
const overflow: Scale = ['auto', 'hidden', 'clip', 'visible', 'scroll'];
const radius: Scale = ['', 'none', 'full', isTshirtSize, ...arbitrary];
const borderWidth: Scale = ['', isNumber, isArbitraryVariableLength, isArbitraryLength];
const lineStyle: Scale = ['solid', 'dashed', 'dotted', 'double'];
const alignPrimary: Scale = ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'baseline'];
const alignSecondary: Scale = ['start', 'end', 'center', 'stretch'];
const gridLine: Scale = ['auto', { span: ['full', isInteger, ...arbitrary] }, isInteger, ...arbitrary];
const transformScale: Scale = ['none', isNumber, ...arbitrary];
const translate: Scale = [isFraction, 'full', ...spacing];

/** One group per key of `parts`, each the prefix of its utilities: `{ px: spacing }` is px-4, px-[3px]… */
function groups<K extends string>(parts: Record<K, Scale>): Record<K, [Record<string, Scale>]> {
  const result = {} as Record<K, [Record<string, Scale>]>;
  for (const key of Object.keys(parts) as K[]) result[key] = [{ [key]: parts[key] }];
  return result;
}

/** The groups a side or corner family conflicts with: p → px, py, pt, pr, pb, pl, ps, pe. */
const sides = (prefix: string, suffixes: string) => suffixes.split(' ').map((suffix) => `${prefix}${suffix}`);

// A class list's groups are matched in this order, so within a prefix the specific scales
// (text-sm, text-center) come before the catch-all colour (text-primary).
const classGroups = {
  // Layout
  aspect: [{ aspect: ['auto', 'square', 'video', isFraction, ...arbitrary] }],
  container: ['container'],
  display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'table', 'table-row', 'table-cell', 'grid', 'inline-grid', 'contents', 'list-item', 'hidden'],
  sr: ['sr-only', 'not-sr-only'],
  'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
  ...groups({ overflow, 'overflow-x': overflow, 'overflow-y': overflow }),
  overscroll: [{ overscroll: ['auto', 'contain', 'none'] }],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  ...groups({ inset, 'inset-x': inset, 'inset-y': inset, top: inset, right: inset, bottom: inset, left: inset }),
  visibility: ['visible', 'invisible', 'collapse'],
  z: [{ z: [isInteger, 'auto', ...arbitrary] }],
  // Flexbox and grid
  basis: [{ basis: [isFraction, 'full', 'auto', isTshirtSize, ...spacing] }],
  'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  'flex-wrap': [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }],
  flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', isArbitraryValue] }],
  ...groups({ grow: ['', isNumber, ...arbitrary], shrink: ['', isNumber, ...arbitrary], order: [isInteger, 'first', 'last', 'none', ...arbitrary] }),
  'grid-cols': [{ 'grid-cols': [isInteger, 'none', 'subgrid', ...arbitrary] }],
  'grid-rows': [{ 'grid-rows': [isInteger, 'none', 'subgrid', ...arbitrary] }],
  'col-start-end': [{ col: gridLine }],
  'row-start-end': [{ row: gridLine }],
  ...groups({ 'col-start': [isInteger, 'auto', ...arbitrary], 'row-start': [isInteger, 'auto', ...arbitrary] }),
  ...groups({ gap: spacing, 'gap-x': spacing, 'gap-y': spacing }),
  'justify-content': [{ justify: [...alignPrimary, 'normal'] }],
  'justify-items': [{ 'justify-items': [...alignSecondary, 'normal'] }],
  'justify-self': [{ 'justify-self': ['auto', ...alignSecondary] }],
  'align-content': [{ content: ['normal', ...alignPrimary] }],
  'align-items': [{ items: [...alignSecondary, { baseline: ['', 'last'] }] }],
  'align-self': [{ self: ['auto', ...alignSecondary, { baseline: ['', 'last'] }] }],
  'place-items': [{ 'place-items': [...alignSecondary, 'baseline'] }],
  // Spacing
  ...groups({ p: spacing, px: spacing, py: spacing, ps: spacing, pe: spacing, pt: spacing, pr: spacing, pb: spacing, pl: spacing }),
  ...groups({ m: margin, mx: margin, my: margin, ms: margin, me: margin, mt: margin, mr: margin, mb: margin, ml: margin }),
  ...groups({ 'space-x': spacing, 'space-y': spacing }),
  // Sizing
  ...groups({ size: sizing, w: sizing, h: sizing, 'min-w': sizing, 'min-h': sizing, 'max-w': ['none', 'prose', ...sizing], 'max-h': ['none', ...sizing] }),
  // Typography
  'font-size': [{ text: ['base', isTshirtSize, isArbitraryVariableLength, isArbitraryLength] }],
  'font-weight': [{ font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black', isArbitraryVariable] }],
  'font-family': [{ font: ['sans', 'serif', 'mono', ...arbitrary] }],
  'font-style': ['italic', 'not-italic'],
  'fvn-spacing': ['tabular-nums', 'proportional-nums'],
  'fvn-ordinal': ['ordinal'],
  tracking: [{ tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', ...arbitrary] }],
  leading: [{ leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing] }],
  'line-clamp': [{ 'line-clamp': [isNumber, 'none', ...arbitrary] }],
  'list-style-type': [{ list: ['disc', 'decimal', 'none', ...arbitrary] }],
  'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'text-color': [{ text: color }],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-decoration-thickness': [{ decoration: [isNumber, 'from-font', 'auto', ...arbitrary] }],
  'underline-offset': [{ 'underline-offset': [isNumber, 'auto', ...arbitrary] }],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'vertical-align': [{ align: ['baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom', 'sub', 'super', ...arbitrary] }],
  whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
  break: [{ break: ['normal', 'words', 'all', 'keep'] }],
  wrap: [{ wrap: ['break-word', 'anywhere', 'normal'] }],
  // Backgrounds
  'bg-image': [{ bg: ['none', { linear: [{ to: ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }, isInteger, ...arbitrary] }] }],
  'bg-color': [{ bg: color }],
  ...groups({ from: [isPercent, ...color], to: [isPercent, ...color] }),
  // Borders
  ...groups({ rounded: radius, 'rounded-t': radius, 'rounded-r': radius, 'rounded-b': radius, 'rounded-l': radius }),
  ...groups({ 'rounded-tl': radius, 'rounded-tr': radius, 'rounded-br': radius, 'rounded-bl': radius }),
  'border-w': [{ border: borderWidth }],
  'border-w-x': [{ 'border-x': borderWidth }],
  'border-w-y': [{ 'border-y': borderWidth }],
  'border-w-t': [{ 'border-t': borderWidth }],
  'border-w-r': [{ 'border-r': borderWidth }],
  'border-w-b': [{ 'border-b': borderWidth }],
  'border-w-l': [{ 'border-l': borderWidth }],
  'border-style': [{ border: [...lineStyle, 'hidden', 'none'] }],
  'border-collapse': [{ border: ['collapse', 'separate'] }],
  'border-color': [{ border: color }],
  'border-color-t': [{ 'border-t': color }],
  'border-color-b': [{ 'border-b': color }],
  'border-color-l': [{ 'border-l': color }],
  'outline-style': [{ outline: [...lineStyle, 'none', 'hidden'] }],
  'outline-offset': [{ 'outline-offset': [isNumber, ...arbitrary] }],
  'outline-w': [{ outline: ['', isNumber, isArbitraryVariableLength, isArbitraryLength] }],
  'outline-color': [{ outline: color }],
  'ring-w': [{ ring: borderWidth }],
  'ring-w-inset': ['ring-inset'],
  'ring-color': [{ ring: color }],
  // Effects and filters
  shadow: [{ shadow: ['', 'none', isTshirtSize, ...arbitrary] }],
  opacity: [{ opacity: [isNumber, ...arbitrary] }],
  'backdrop-blur': [{ 'backdrop-blur': ['', 'none', isTshirtSize, ...arbitrary] }],
  filter: [{ filter: ['', 'none'] }],
  // Transitions and animation
  transition: [{ transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', ...arbitrary] }],
  duration: [{ duration: [isNumber, 'initial', ...arbitrary] }],
  ease: [{ ease: ['linear', 'initial', 'in', 'out', 'in-out', ...arbitrary] }],
  animate: [{ animate: ['none', 'spin', 'ping', 'pulse', 'bounce', ...arbitrary] }],
  // Transforms
  ...groups({ rotate: transformScale, scale: transformScale, 'translate-x': translate, 'translate-y': translate }),
  transform: [{ transform: ['', 'none', 'gpu', 'cpu', ...arbitrary] }],
  origin: [{ origin: ['center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right', ...arbitrary] }],
  // Interactivity
  accent: [{ accent: color }],
  appearance: [{ appearance: ['none', 'auto'] }],
  cursor: [{ cursor: ['auto', 'default', 'pointer', 'wait', 'text', 'move', 'help', 'not-allowed', 'none', 'grab', 'grabbing', ...arbitrary] }],
  'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
  resize: [{ resize: ['none', '', 'y', 'x'] }],
  select: [{ select: ['none', 'text', 'all', 'auto'] }],
  touch: [{ touch: ['auto', 'none', 'manipulation', 'pan-x', 'pan-y'] }],
  ...groups({ 'scroll-m': spacing, 'scroll-my': spacing, 'scroll-mt': spacing, 'scroll-mb': spacing }),
  // SVG
  fill: [{ fill: ['none', ...color] }],
  'stroke-w': [{ stroke: [isNumber, isArbitraryVariableLength, isArbitraryLength] }],
  stroke: [{ stroke: ['none', ...color] }],
} satisfies Record<string, Scale>;

type GroupId = keyof typeof classGroups;

const conflictingClassGroups: Partial<Record<GroupId, GroupId[]>> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: sides('p', 'x y s e t r b l') as GroupId[],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: sides('m', 'x y s e t r b l') as GroupId[],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: sides('rounded-', 't r b l tl tr br bl') as GroupId[],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': sides('border-w-', 'x y t r b l') as GroupId[],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': sides('border-color-', 't b l') as GroupId[],
  'scroll-m': ['scroll-my', 'scroll-mt', 'scroll-mb'],
  'scroll-my': ['scroll-mt', 'scroll-mb'],
};

export const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups,
  conflictingClassGroups,
  // text-sm/6 sets the line height too, so it overrides an earlier leading-*.
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  // Variants whose order changes what they select: tailwind-merge's own list.
  orderSensitiveModifiers: ['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file', 'first-letter', 'first-line', 'marker', 'placeholder', 'selection'],
}));
