import styled from 'styled-components';

/** 'Busy:' and 'for the next hour' around the choices: read with them, so kept short and plain. */
export const BusyNote = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

/** 'Busy: +20 min, 42 min left', as the pause's state reads beside it. */
export const BusyState = styled.p`
  flex: 1 1 12rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brandStronger};
`;
