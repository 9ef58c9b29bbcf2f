import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'danger';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.brandStrong};
    color: ${({ theme }) => theme.colors.onBrand};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandStronger};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.brand};
      color: ${({ theme }) => theme.colors.brandStrong};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandSoft};
      color: ${({ theme }) => theme.colors.brandStrong};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerStrong};
    color: ${({ theme }) => theme.colors.onBrand};
  `,
};

/** The app's button; `$variant` picks its look, `$block` makes it fill its row. */
export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  line-height: 1;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    color 120ms ease;
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
