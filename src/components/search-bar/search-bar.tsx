import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../ui/button';
import { SearchIcon } from '../ui/icons';
import { Buttons, ErrorText, Field, Form, Input, Row } from './search-bar.styles';

interface SearchForm {
  searchQuery: string;
}

// One required field: react-hook-form's own rule keeps schema libraries out of the first page.
const searchQueryRules = {
  validate: (value: string) => value.trim().length > 0 || 'Restaurant name is required',
};

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SearchForm>({
    defaultValues: { searchQuery },
  });
  const error = errors.searchQuery?.message;

  const onResetClick = () => {
    reset({ searchQuery: '' });
    onReset?.();
  };

  return (
    <Form
      role="search"
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.searchQuery.trim()))}
    >
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
            {...register('searchQuery', searchQueryRules)}
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
