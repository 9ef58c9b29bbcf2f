import styled from 'styled-components';
import { media } from '@/theme/theme';
import { selectField } from './order-card.styles';

/** A row of the kitchen's controls; on a phone each control takes its share of the row. */
export const KitchenRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  ${media.down('sm')} {
    & > * {
      flex: 1 1 auto;
    }
  }
`;

export const MinutesField = styled.div`
  ${selectField}
`;

/** 'Auto-rejects in 4:12': the time left stands out, its digits do not jump as they change. */
export const Countdown = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerStrong};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export const KitchenNote = styled.p`
  margin: 0;
  font-weight: 600;
`;

export const GroupLabel = styled.span`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

export const ReasonForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 2.25rem;
    overflow-wrap: anywhere;
  }
  textarea {
    width: 100%;
    min-height: 4rem;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

export const NoteCount = styled.span`
  justify-self: end;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const CancelledNote = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.dangerStrong};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p {
    margin: 0;
  }
`;

export const RefundedTag = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.dangerStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;
