import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * One required text field, checked as react-hook-form checks by default (on submit, then on
 * every change once submitted), without a form library in the first page's scripts.
 */
export function useRequiredText(options: {
  initialValue: string;
  message: string;
  onValid: (trimmed: string) => void;
}) {
  const { initialValue, message, onValid } = options;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string>();
  const check = (text: string) => (text.trim().length > 0 ? undefined : message);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    if (submitted) setError(check(event.target.value));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = check(value);
    setError(problem);
    if (problem) inputRef.current?.focus();
    // After the submit event, as react-hook-form does: a navigation started inside it would make
    // React treat the form as a pending form action.
    else void Promise.resolve(value.trim()).then(onValid);
  };

  const reset = () => {
    setValue('');
    setSubmitted(false);
    setError(undefined);
  };

  return { inputProps: { ref: inputRef, value, onChange }, error, onSubmit, reset };
}
