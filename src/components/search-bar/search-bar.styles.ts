import styled from 'styled-components';
import { media } from '@/theme/theme';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Row = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.brand)};
  }
  ${media.up('sm')} {
    flex-wrap: nowrap;
    border-radius: ${({ theme }) => theme.radii.pill};
    padding-left: ${({ theme }) => theme.space.md};
  }
`;

export const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 100%;
  min-width: 0;
  padding-left: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.brandStrong};
  ${media.up('sm')} {
    flex-basis: auto;
    padding-left: 0;
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  border: 0;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 100%;
  > * {
    flex: 1;
  }
  ${media.up('sm')} {
    flex: none;
    > * {
      flex: none;
    }
  }
  button {
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  padding-left: ${({ theme }) => theme.space.md};
`;
