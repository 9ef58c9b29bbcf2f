import styled from 'styled-components';
import { media } from '@/theme/theme';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  & + & {
    padding-top: ${({ theme }) => theme.space.xl};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** A section's heading; `as="legend"` inside a fieldset. */
export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  padding: 0;
`;

export const SectionHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: calc(-1 * ${({ theme }) => theme.space.sm});
`;

/** Two fields side by side from medium screens up. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  > button {
    min-width: 9rem;
  }
  ${media.down('sm')} {
    > button {
      width: 100%;
    }
  }
`;
