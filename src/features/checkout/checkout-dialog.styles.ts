import styled from 'styled-components';
import { media } from '@/theme/theme';

export const Dialog = styled.dialog`
  width: min(52rem, calc(100vw - 2rem));
  max-width: none;
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  &::backdrop {
    background: rgb(28 25 23 / 0.45);
  }
`;

export const Body = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space.lg};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xl};
  }
  /* Room for the close button beside the title. */
  h2 {
    padding-right: 3rem;
  }
`;

export const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
