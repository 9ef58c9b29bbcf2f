import styled from 'styled-components';
import { media } from '@/theme/theme';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Title = styled.h2`
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
`;

export const LinkButton = styled.button`
  white-space: nowrap;
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  background: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brandStronger};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

// Chips that wrap on a phone, where the filter sits above the results; a column beside them.
export const Options = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('lg')} {
    flex-direction: column;
    flex-wrap: nowrap;
  }
`;

export const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.brandStronger : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $checked }) => ($checked ? 700 : 500)};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    width: 1rem;
    height: 1rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brandStrong};
  }
  /* The whole chip shows the focus ring. */
  input:focus-visible {
    outline: none;
  }
`;

export const Toggle = styled(LinkButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  align-self: flex-start;
  min-height: 2.5rem;
  text-decoration: none;
  svg {
    transition: transform 120ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;
