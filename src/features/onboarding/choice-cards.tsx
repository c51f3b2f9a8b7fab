import { Icon } from '@/components/icon';
import { type IconName } from '@/content/types';
import { cn } from '@/lib/utils';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  icon?: IconName;
}

type GroupName = { legend: string; labelledBy?: never } | { legend?: never; labelledBy: string };

type ChoiceCardsProps<Value extends string> = GroupName & {
  /** The radio group's name; unique on the page. */
  name: string;
  choices: readonly Choice<Value>[];
  value: Value | '';
  onChange: (value: Value) => void;
  describedBy?: string;
  className?: string;
};

/**
 * A radio group drawn as cards. Native radios keep the keyboard behaviour people expect (Tab into
 * the group, arrows between choices, Space to pick) and a visible dot, so the choice never relies on
 * colour alone.
 */
export function ChoiceCards<Value extends string>({
  name,
  choices,
  value,
  onChange,
  legend,
  labelledBy,
  describedBy,
  className,
}: ChoiceCardsProps<Value>) {
  return (
    <fieldset role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-required="true" className="min-w-0">
      {legend ? <legend className="mb-3 text-base font-semibold text-foreground">{legend}</legend> : null}
      <div className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2', className)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'group flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border border-border bg-background px-4 py-3',
              'hover:border-primary motion-safe:transition-colors',
              'has-checked:border-primary has-checked:bg-primary-soft has-checked:ring-1 has-checked:ring-primary',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-5 shrink-0 cursor-pointer accent-primary"
            />
            {choice.icon ? (
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary group-has-checked:bg-primary group-has-checked:text-primary-foreground">
                <Icon name={choice.icon} className="size-5" />
              </span>
            ) : null}
            <span className="font-semibold text-foreground">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
