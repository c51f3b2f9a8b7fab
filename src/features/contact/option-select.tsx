import type { Ref } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField, type FieldControlProps } from '@/components/forms/form-field';
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

interface SelectFieldProps<Values extends FieldValues, Output, Value extends string> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  /** The control's id (FormField's). */
  id: string;
  label: string;
  required?: boolean;
  error: string | undefined;
  options: readonly Option<Value>[];
  placeholder: string;
}

/** A labelled OptionSelect for one field of a react-hook-form form. */
export function SelectField<Values extends FieldValues, Output, Value extends string>({
  control,
  name,
  id,
  label,
  required = false,
  error,
  options,
  placeholder,
}: SelectFieldProps<Values, Output, Value>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} required={required} error={error}>
          {(controlProps) => (
            <OptionSelect
              control={controlProps}
              options={options}
              placeholder={placeholder}
              // The field holds one of the options or nothing yet.
              value={options.find((option) => option.value === field.value)?.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
            />
          )}
        </FormField>
      )}
    />
  );
}
