import styled from 'styled-components';
import { media } from '@/theme/theme';

export const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${media.up('md')} {
    grid-template-columns: 1fr auto;
    align-items: baseline;
  }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  letter-spacing: -0.02em;
`;

export const ExpectedBy = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

export const Progress = styled.progress`
  grid-column: 1 / -1;
  width: 100%;
  height: 0.75rem;
  appearance: none;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  overflow: hidden;
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.brandStrong};
    transition: width 300ms ease;
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.brandStrong};
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

export const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  section > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Total = styled.p`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;

export const Image = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
`;
