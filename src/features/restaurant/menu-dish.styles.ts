import styled from 'styled-components';

/** Under the name and price, in the dish's card but not its button: description, tags, allergens. */
export const DishDetails = styled.p`
  display: flex;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** The dietary tags, each its mark and its name. */
export const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;
