import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/utils';

/** One card of a ChoiceCards group. */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
  /** A sentence under the label, announced as the choice's description. */
  description?: string;
  /**
   * Drawn in a tile before the label (an `<Icon>`, aria-hidden). An element rather than an icon name, so
   * the flows without icons do not load the icon set.
   */
  icon?: ReactNode;
}

/** A group is named by its own legend, or by a heading that already says what it asks (a step's title). */
type GroupName = { legend: ReactNode; labelledBy?: never } | { legend?: never; labelledBy: string };

export type ChoiceCardsProps<Value extends string> = GroupName & {
  /** The radios' shared name; unique on the page. */
  name: string;
  choices: readonly Choice<Value>[];
  /** The chosen value; '' or undefined while nothing is chosen. */
  value: Value | '' | undefined;
  onChange: (value: Value) => void;
  /** The id of text that explains the question (a step's helper line). */
  describedBy?: string | undefined;
  /**
   * Announces that an answer is needed. ARIA allows aria-required on a radiogroup, not on a plain group,
   * so a required group takes that role.
   */
  required?: boolean;
  /** Shown under the cards and announced with the group, which a required group also marks invalid. */
  error?: string | undefined;
  /** Classes for the grid of cards (its columns and gaps). */
  className?: string;
  /**
   * `compact` draws the choices like the form's other inputs (a form-field legend, input-height cards
   * without descriptions or icons), for a question among a form's fields rather than a step of its own.
   */
  density?: 'cards' | 'compact';
  /**
   * Given the chosen radio, or the first while none is chosen: what a form library focuses when the
   * server refuses the answer (react-hook-form's `field.ref`).
   */
  inputRef?: Ref<HTMLInputElement>;
};

const looks = {
  cards: {
    legend: 'mb-3 text-base font-semibold text-foreground',
    card: 'min-h-14 rounded-lg border-2 border-border bg-background p-4 hover:border-primary/60 motion-safe:transition-colors',
    label: 'gap-3 font-bold',
    radio: 'size-5',
  },
  compact: {
    legend: 'mb-1.5 flex items-center gap-2 text-sm font-medium text-foreground',
    card: 'flex min-h-11 items-center rounded-md border border-input bg-background px-3 py-2',
    label: 'gap-3 text-base',
    radio: 'size-4',
  },
} as const;

/**
 * A radio group drawn as cards. Native radios keep the keyboard behaviour people expect (Tab into the
 * group, arrows between choices, Space to pick) and a visible dot, so the choice never relies on colour
 * alone; the card draws the focus ring, and the label's overlay makes the whole card the click target.
 */
export function ChoiceCards<Value extends string>({
  name,
  choices,
  value,
  onChange,
  legend,
  labelledBy,
  describedBy,
  required,
  error,
  className,
  density = 'cards',
  inputRef,
}: ChoiceCardsProps<Value>) {
  const id = useId();
  const look = looks[density];
  const focusIndex = Math.max(0, choices.findIndex((choice) => choice.value === value));
  const errorId = error ? `${id}-error` : undefined;
  const groupDescription = [describedBy, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      role={required ? 'radiogroup' : undefined}
      aria-required={required || undefined}
      // ARIA allows aria-invalid on a radiogroup, not on a plain group or a single radio.
      aria-invalid={required && error ? true : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={groupDescription}
      className="min-w-0"
    >
      {legend ? <legend className={look.legend}>{legend}</legend> : null}
      <div className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2', className)}>
        {choices.map((choice, index) => {
          const descriptionId = choice.description ? `${id}-${index}-description` : undefined;
          return (
            <div
              key={choice.value}
              className={cn(
                'group relative text-left',
                look.card,
                'has-checked:border-primary has-checked:bg-primary-soft',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              )}
            >
              <label className={cn('flex cursor-pointer items-center text-foreground after:absolute after:inset-0', look.label)}>
                <input
                  type="radio"
                  name={name}
                  value={choice.value}
                  checked={value === choice.value}
                  onChange={() => onChange(choice.value)}
                  aria-describedby={descriptionId}
                  ref={index === focusIndex ? inputRef : undefined}
                  // Above the label's overlay, so a click lands on the radio itself; the card shows focus,
                  // and the radio's own ring would draw a second one.
                  className={cn('relative z-10 shrink-0 cursor-pointer accent-primary focus-visible:outline-none', look.radio)}
                />
                {choice.icon ? (
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary group-has-checked:bg-primary group-has-checked:text-primary-foreground">
                    {choice.icon}
                  </span>
                ) : null}
                {choice.label}
              </label>
              {choice.description ? (
                // Indented by the radio's width and the gap, so it lines up under the label's words.
                <p id={descriptionId} className="mt-1 pl-8 text-sm text-muted-foreground">
                  {choice.description}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
