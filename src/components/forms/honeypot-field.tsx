import type * as React from 'react';

/**
 * A field people never see or reach, named so that form-filling bots complete it. The server
 * accepts a submission that fills it with a 200 and stores it as spam, so a bot learns nothing.
 */
export function HoneypotField(props: Omit<React.ComponentProps<'input'>, 'type' | 'name' | 'tabIndex' | 'autoComplete'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
