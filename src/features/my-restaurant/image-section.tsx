import { useEffect, useId, useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { IMAGE_ACCEPT } from '@contract/restaurant';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { ErrorText, Field, Label } from '@/forms/text-field.styles';
import { Section, SectionHint, SectionTitle } from './restaurant-form.styles';
import { useImagePreview } from './use-image-preview';

const Preview = styled.div`
  width: 100%;
  max-width: 32rem;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const FileInput = styled.input`
  max-width: 32rem;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The image input (.jpg, .jpeg, .png) with a 16:9 preview of the chosen or saved image. */
export function ImageSection() {
  const { control } = useFormContext<RestaurantFormValues>();
  const { field, fieldState } = useController({ control, name: 'imageFile' });
  const chosen = field.value instanceof Blob ? field.value : undefined;
  const savedUrl = useWatch({ control, name: 'imageUrl' });
  const preview = useImagePreview(chosen, savedUrl);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const error = fieldState.error?.message;

  // A reset (after saving) drops the chosen file; the input must forget its name too.
  useEffect(() => {
    if (!chosen && inputRef.current) inputRef.current.value = '';
  }, [chosen]);

  return (
    <Section aria-labelledby="restaurant-image-title">
      <SectionTitle id="restaurant-image-title">Image</SectionTitle>
      <SectionHint>
        Add an image that will be displayed on your restaurant listing in the search results. Adding
        a new image will overwrite the existing one.
      </SectionHint>
      <Preview>
        {preview.url ? (
          <img src={preview.url} alt="Preview of the restaurant banner" width={640} height={360} />
        ) : (
          <span>No image yet</span>
        )}
      </Preview>
      <Field>
        <Label htmlFor={id}>Image file (JPEG or PNG)</Label>
        <FileInput
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          name={field.name}
          onBlur={field.onBlur}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) preview.show(file);
            field.onChange(file);
          }}
          ref={(element) => {
            inputRef.current = element;
            field.ref(element);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        {error && <ErrorText id={errorId}>{error}</ErrorText>}
      </Field>
    </Section>
  );
}
