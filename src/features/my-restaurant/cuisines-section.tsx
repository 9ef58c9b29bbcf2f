import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { CUISINES } from '@contract/cuisines';
import { media } from '@/theme/theme';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { ErrorText } from '@/forms/text-field.styles';
import { Section, SectionHint, SectionTitle } from './restaurant-form.styles';

// A fieldset draws its legend into its top border, so the section divider sits on a wrapper.
const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${media.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

/** The cuisine checkboxes: none ticked for a new restaurant. */
export function CuisinesSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RestaurantFormValues>();
  const error = errors.cuisines?.message;
  const hintId = useId();
  const errorId = useId();
  return (
    <Section>
      <Fieldset aria-describedby={error ? errorId : hintId}>
        <SectionTitle as="legend">Cuisines</SectionTitle>
        <SectionHint id={hintId}>Select the cuisines that your restaurant serves</SectionHint>
        <Grid>
          {CUISINES.map((cuisine) => (
            <Choice key={cuisine}>
              <input type="checkbox" value={cuisine} {...register('cuisines')} />
              {cuisine}
            </Choice>
          ))}
        </Grid>
        {error && <ErrorText id={errorId}>{error}</ErrorText>}
      </Fieldset>
    </Section>
  );
}
