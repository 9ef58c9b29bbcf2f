import styled from 'styled-components';
import { media } from '@/theme/theme';

/** Pinned to the bottom of a phone's screen; wide screens show the card beside the menu. */
export const Bar = styled.button`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 3.25rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.onBrand};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandStronger};
  }
  ${media.up('md')} {
    display: none;
  }
`;

export const BarTotal = styled.span`
  font-variant-numeric: tabular-nums;
`;
