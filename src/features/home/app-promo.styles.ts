import styled from 'styled-components';
import { media } from '@/theme/theme';

export const Promo = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSoft};
  border: 1px solid ${({ theme }) => theme.colors.brandBorder};
  ${media.up('md')} {
    grid-template-columns: 1fr 1.4fr;
    gap: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
  }
`;

export const Illustration = styled.svg`
  justify-self: center;
  width: min(100%, 10rem);
  height: auto;
  ${media.up('md')} {
    width: min(100%, 16rem);
  }
`;

export const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
  ${media.up('md')} {
    text-align: left;
  }
`;

export const PromoHeading = styled.h2`
  font-size: clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem);
  font-weight: 800;
  letter-spacing: -0.03em;
  color: ${({ theme }) => theme.colors.brandStronger};
`;

export const PromoText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    justify-content: flex-start;
  }
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 11rem;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onBrand};
  line-height: 1.15;
  text-align: left;
  small {
    display: block;
    font-size: 0.6875rem;
    letter-spacing: 0.02em;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
  svg {
    flex: none;
  }
`;
