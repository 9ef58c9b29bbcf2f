import styled from 'styled-components';

/**
 * Under the line's name, indented and muted; larger when emphasised. A line without choices has
 * no list, so its spacing is as before.
 */
export const ChoiceList = styled.ul<{ $emphasis: boolean }>`
  margin: 0.125rem 0 ${({ theme }) => theme.space.xs};
  padding: 0 0 0 ${({ theme }) => theme.space.md};
  list-style: none;
  font-size: ${({ theme, $emphasis }) => ($emphasis ? theme.fontSizes.md : theme.fontSizes.sm)};
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The names of a group's choices: in the text's colour and heavier when emphasised. */
export const ChoiceNames = styled.span<{ $emphasis: boolean }>`
  color: ${({ theme, $emphasis }) => ($emphasis ? theme.colors.text : 'inherit')};
  font-weight: ${({ $emphasis }) => ($emphasis ? 600 : 'inherit')};
`;
