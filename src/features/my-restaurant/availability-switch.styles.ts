import styled from 'styled-components';
import { media } from '@/theme/theme';

export const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  cursor: pointer;
  &[aria-busy='true'] {
    cursor: progress;
  }
  ${media.up('md')} {
    /* Lines up with the inputs, below their labels. */
    margin-top: 1.625rem;
  }
`;

// The track shows the state; the role and aria-checked tell it.
export const Track = styled.span`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.textMuted};
  transition: background-color 120ms ease;
  [aria-checked='true'] > & {
    background: ${({ theme }) => theme.colors.brandStrong};
  }
  &::after {
    content: '';
    position: absolute;
    top: 0.1875rem;
    left: 0.1875rem;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: transform 120ms ease;
  }
  [aria-checked='true'] > &::after {
    transform: translateX(1.25rem);
  }
`;
