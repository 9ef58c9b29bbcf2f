import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Input } from '@/forms/text-field.styles';
import { media } from '@/theme/theme';

export const Days = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The day's name above its ranges on phones, beside them from md up.
export const Day = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.up('md')} {
    grid-template-columns: 8rem minmax(0, 1fr);
    align-items: start;
  }
`;

export const DayName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  ${media.up('md')} {
    line-height: 2.75rem;
  }
`;

export const DayBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const Ranges = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Opens – closes and the remove button, in one row even at 390 px with AM/PM times. */
export const RangeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 9rem) auto minmax(0, 9rem) auto;
  justify-content: start;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${media.up('sm')} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const TimeInput = styled(Input)`
  padding: 0 ${({ theme }) => theme.space.xs};
  ${media.up('sm')} {
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

export const RemoveRangeButton = styled(Button)`
  width: 2.75rem;
  padding: 0;
`;

export const Dash = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const IconButton = styled(Button)`
  padding: 0 ${({ theme }) => theme.space.md};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  ${media.up('md')} {
    line-height: 2.75rem;
  }
`;

export const AlwaysOpen = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStronger};
  font-weight: 600;
`;

export const Select = styled.select`
  width: 100%;
  max-width: 24rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
