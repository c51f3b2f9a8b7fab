import type * as React from 'react';

interface HoneypotFieldProps extends Omit<React.ComponentProps<'input'>, 'type' | 'tabIndex' | 'autoComplete'> {
  /** `website` on most forms; the owner quiz's is `business-website`. */
  name?: string;
}

/**
 * A field people never see or reach, named so that form-filling bots complete it. The server
 * accepts a submission that fills it with a 200 and stores it as spam, so a bot learns nothing.
 */
export function HoneypotField({ name = 'website', ...props }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={name} tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
