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

/** The orders shown as last seen, while they cannot be fetched. */
export const LastSeenNote = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
`;

export const OptInGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const OptInNote = styled.p`
  flex: 1 1 16rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
