import styled from 'styled-components';
import { media } from '@/theme/theme';

export const Card = styled.section`
  max-width: 56rem;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const StatusText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
