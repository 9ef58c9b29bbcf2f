import styled from 'styled-components';

/** Under the menu's heading, the width of the menu. */
export const Panel = styled.section`
  flex-basis: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 700;
  }
`;

export const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0 ${({ theme }) => theme.space.md};
`;

export const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  cursor: pointer;
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
