import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { media } from '@/theme/theme';

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const OrderList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Note = styled.p`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerStrong};
  font-weight: 600;
`;

/** The alert and pause controls above the orders: stacked on a phone, side by side wider. */
export const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

export const ControlGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const AlertNote = styled.p`
  flex: 1 1 12rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A button that stays pressed (`aria-pressed`) while its setting is on. */
export const ToggleButton = styled(Button).attrs({ $variant: 'outline' as const })`
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brandSoft};
    border-color: ${({ theme }) => theme.colors.brandStrong};
    color: ${({ theme }) => theme.colors.brandStronger};
  }
`;

export const PauseState = styled.p`
  flex: 1 1 12rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brandStronger};
`;

export const PauseChoice = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label {
    font-weight: 600;
    white-space: nowrap;
  }
  select {
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
