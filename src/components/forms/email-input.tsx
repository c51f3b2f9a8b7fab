import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/**
 * The text box for an e-mail address: the browser offers the visitor's saved address and a phone
 * shows its e-mail keyboard. The length limit is the form's own, from its schema.
 */
export function EmailInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return <Input name="email" autoComplete="email" {...props} type="email" />;
}
