import styled from 'styled-components';

export const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 ${({ theme }) => theme.space.sm};
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

/** 'Required · Choose 1' beside the group's name. */
export const Rule = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

export const Choice = styled.label<{ $unavailable: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme, $unavailable }) => ($unavailable ? theme.colors.textMuted : 'inherit')};
  cursor: ${({ $unavailable }) => ($unavailable ? 'not-allowed' : 'pointer')};
  input {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

export const ChoiceName = styled.span`
  flex: 1;
  overflow-wrap: anywhere;
`;

export const ChoicePrice = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

export const SoldOut = styled.span`
  padding: 0.125rem ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;
`;
