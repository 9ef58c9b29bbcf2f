import styled from 'styled-components';
import { media } from '@/theme/theme';
import { Line } from './menu-section.styles';

export const GroupList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One option group: a card of its own, so that its choices read as its. */
export const GroupBox = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}
    ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const GroupLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs};
  font-weight: 700;
`;

// The name over the whole row on phones, Required and the two counts under it; one row from md.
export const GroupRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: start;
  > :nth-child(1),
  > :nth-child(2) {
    grid-column: 1 / -1;
  }
  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 10rem) minmax(0, 10rem);
    > :nth-child(1),
    > :nth-child(2) {
      grid-column: auto;
    }
    > :nth-child(2) {
      /* Lines up with the inputs, below their labels. */
      margin-top: 1.625rem;
    }
  }
`;

// On phones a choice runs over three rows: a line tells one from the next.
export const ChoiceLine = styled(Line)`
  ${media.down('md')} {
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
`;
