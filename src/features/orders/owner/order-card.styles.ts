import styled, { css } from 'styled-components';
import { Button } from '@/components/ui/button';
import { media } from '@/theme/theme';

export const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const CardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const CustomerName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
`;

export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  ${media.up('md')} {
    grid-template-columns: 2fr 1fr 1fr;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

export const Lines = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A labelled select on the card: the status dropdown, the minutes Accept offers. */
export const selectField = css`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
  }
  select {
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const StatusField = styled.div`
  ${selectField}
  select:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

export const RemovingSoon = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  flex: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.dangerStrong};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: 800;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const NewBadge = styled.span`
  padding: 0.125rem ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  ${media.down('sm')} {
    & > * {
      flex: 1 1 0;
    }
  }
`;

export const SmallButton = styled(Button)`
  padding: 0 ${({ theme }) => theme.space.md};
`;
