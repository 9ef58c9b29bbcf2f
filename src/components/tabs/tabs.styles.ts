import styled from 'styled-components';
import { media } from '@/theme/theme';

export const TabList = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  max-width: 100%;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Tab = styled.button`
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  ${media.down('sm')} {
    padding: 0 ${({ theme }) => theme.space.sm};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: 0 1px 2px rgb(28 25 23 / 0.12);
  }
  &:hover:not([aria-selected='true']) {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const TabPanel = styled.div`
  &:focus-visible {
    outline-offset: 4px;
  }
`;
