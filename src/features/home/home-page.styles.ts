import styled from 'styled-components';
import { media } from '@/theme/theme';

// Pulled up over the bottom of the hero (past the page padding) so the search is the first
// thing the eye lands on.
export const SearchCard = styled.section`
  position: relative;
  margin-top: -5.5rem;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;
  ${media.up('md')} {
    margin-top: -8.5rem;
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
  }
`;

export const Headline = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
  letter-spacing: -0.03em;
  color: ${({ theme }) => theme.colors.brandStrong};
`;

export const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: ${({ theme }) => theme.space.sm};
`;
