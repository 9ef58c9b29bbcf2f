import styled from 'styled-components';

export const OrderList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

export const StatusText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerStrong};
  font-weight: 600;
`;

export const Confirmation = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.brandBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  font-weight: 600;
`;
