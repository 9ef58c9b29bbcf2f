import { useId } from 'react';
import { Button } from '../ui/button';
import { SearchIcon } from '../ui/icons';
import { Buttons, ErrorText, Field, Form, Input, Row } from './search-bar.styles';
import { useRequiredText } from './use-required-text';

export interface SearchBarProps {
  placeholder: string;
  /** Called with the trimmed text when the form is valid. */
  onSubmit: (searchQuery: string) => void;
  /** Called after Reset has cleared the field. */
  onReset?: () => void;
  /** The text the field starts with. */
  searchQuery?: string;
}

/** A required search field with Reset and Search. */
export function SearchBar({ placeholder, onSubmit, onReset, searchQuery = '' }: SearchBarProps) {
  const errorId = useId();
  // One required field: a form library here would weigh more than the home page itself.
  const field = useRequiredText({
    initialValue: searchQuery,
    message: 'Restaurant name is required',
    onValid: onSubmit,
  });
  const { error } = field;

  const onResetClick = () => {
    field.reset();
    onReset?.();
  };

  return (
    <Form role="search" noValidate onSubmit={field.onSubmit}>
      <Row $invalid={Boolean(error)}>
        <Field>
          <SearchIcon />
          <Input
            type="text"
            enterKeyHint="search"
            placeholder={placeholder}
            aria-label={placeholder}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            name="searchQuery"
            {...field.inputProps}
          />
        </Field>
        <Buttons>
          <Button type="button" $variant="outline" onClick={onResetClick}>
            Reset
          </Button>
          <Button type="submit">Search</Button>
        </Buttons>
      </Row>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Form>
  );
}
