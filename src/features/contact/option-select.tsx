import type { Ref } from 'react';
import type { FieldControlProps } from '@/components/forms/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface Option<Value extends string> {
  value: Value;
  label: string;
}

interface OptionSelectProps<Value extends string> {
  control: FieldControlProps;
  options: readonly Option<Value>[];
  placeholder: string;
  value: Value | undefined;
  onChange: (value: Value) => void;
  onBlur: () => void;
  triggerRef: Ref<HTMLButtonElement>;
}

/** A Radix select over a fixed list, wired to FormField's label and error and to a react-hook-form Controller. */
export function OptionSelect<Value extends string>({
  control,
  options,
  placeholder,
  value,
  onChange,
  onBlur,
  triggerRef,
}: OptionSelectProps<Value>) {
  return (
    <Select
      // "" shows the placeholder: Radix reserves the empty value for "nothing chosen".
      value={value ?? ''}
      onValueChange={(next) => {
        const option = options.find((candidate) => candidate.value === next);
        if (option) onChange(option.value);
      }}
    >
      <SelectTrigger {...control} ref={triggerRef} onBlur={onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
