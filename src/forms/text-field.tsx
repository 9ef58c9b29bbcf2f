import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { ErrorText, Field, Input, Label } from './text-field.styles';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's validation message, shown under it and announced with it. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input whose message is tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, id, ref, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        ref={ref}
        id={inputId}
        type="text"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
