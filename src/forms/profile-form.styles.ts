import styled from 'styled-components';
import { media } from '../theme/theme';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
`;

export const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** The address parts: stacked on phones, side by side from the medium breakpoint. */
export const AddressRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('md')} {
    grid-template-columns: 2fr 1fr 1fr;
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const Actions = styled.div`
  display: flex;
  > button {
    width: 100%;
  }
  ${media.up('sm')} {
    > button {
      width: auto;
      min-width: 9rem;
    }
  }
`;
