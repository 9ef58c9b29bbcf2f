import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button } from '../ui/button';
import { SearchIcon } from '../ui/icons';
import { Buttons, ErrorText, Field, Form, Input, Row } from './search-bar.styles';

// zod/mini keeps this first-page form light; the checks read as z.string().trim().min(1, ...).
const searchSchema = z.object({
  searchQuery: z.string().check(z.trim(), z.minLength(1, 'Restaurant name is required')),
});

type SearchForm = z.infer<typeof searchSchema>;

export interface SearchBarProps {
  placeholder: string;
  /** Called with the trimmed text when the form is valid. */
  onSubmit: (searchQuery: string) => void;
  /** Called after Reset has cleared the field. */
  onReset?: () => void;
  /** The text the field starts with. */
  searchQuery?: string;
}

/** A required search field with Reset and Search (SPEC §2, §5). */
export function SearchBar({ placeholder, onSubmit, onReset, searchQuery = '' }: SearchBarProps) {
  const errorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SearchForm>({
    resolver: zodResolver(searchSchema),
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
      onSubmit={handleSubmit((values) => onSubmit(values.searchQuery))}
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
            {...register('searchQuery')}
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
