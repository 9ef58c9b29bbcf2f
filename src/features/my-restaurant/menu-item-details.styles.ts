import styled from 'styled-components';
import { Input } from '@/forms/text-field.styles';

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** Used with `as="textarea"`: the text input's look, taller. */
export const TextArea = styled(Input)`
  min-height: 4.5rem;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  resize: vertical;
`;

/** A field's quiet note under it: a count, a rule in words. */
export const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// A fieldset draws its legend into its top border: these have none, and the legend reads as a
// field's label.
export const PlainFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

// As many columns as fit: two on a phone, more as the item gets wider.
export const Tags = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(8rem, 100%), 1fr));
  gap: 0 ${({ theme }) => theme.space.sm};
`;

/** A checkbox and its text, the whole of it a target at least 44 px high. */
export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

export const Disclosure = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  > summary {
    list-style: none;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    cursor: pointer;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > summary span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
  /* The chevron shows it opens; it turns once open. */
  > summary svg {
    flex: none;
    margin-left: auto;
    transition: transform 120ms ease;
  }
  &[open] > summary svg {
    transform: rotate(180deg);
  }
  > fieldset {
    padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  }
`;
