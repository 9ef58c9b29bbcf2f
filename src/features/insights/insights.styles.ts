import styled, { css } from 'styled-components';
import { media } from '@/theme/theme';

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Note = styled.p`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerStrong};
  font-weight: 600;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const card = css`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** The period choices with the CSV button: stacked on a phone, side by side wider. */
export const PeriodBar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${media.up('md')} {
    grid-template-columns: 1fr auto;
  }
`;

export const PeriodFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
    min-height: 44px;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brandStrong};
    background: ${({ theme }) => theme.colors.brandSoft};
    font-weight: 700;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const DateFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
`;

export const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 800;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

export const TotalsGrid = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const TotalCard = styled.div`
  ${card}
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  dd {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const ChartCard = styled.section`
  ${card}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ChartHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
  }
`;

export const ChartSummary = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th:first-child {
    text-align: left;
  }
`;

export const ListsGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.up('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
  h4 {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

export const ListCard = styled.div`
  ${card}
`;

export const BestSellerList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
  li > span:last-child {
    white-space: nowrap;
    font-weight: 600;
  }
`;
