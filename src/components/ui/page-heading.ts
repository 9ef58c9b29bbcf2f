import styled from 'styled-components';

/** A page's main heading. */
export const PageHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  margin-bottom: ${({ theme }) => theme.space.md};
`;
