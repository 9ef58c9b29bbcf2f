import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import { media } from '@/theme/theme';

export const CardLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-decoration: none;
  transition: box-shadow 120ms ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.menu};
  }
  &:hover h2 {
    text-decoration: underline;
  }
  ${media.up('md')} {
    grid-template-columns: 2fr 3fr;
    align-items: center;
  }
`;

export const Image = styled(ResponsivePicture)`
  display: block;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

export const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  letter-spacing: -0.02em;
`;

export const Cuisines = styled.ul`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  li:not(:last-child)::after {
    content: '•';
    margin: 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.brandBorder};
  }
`;

export const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  font-weight: 600;
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  svg {
    color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

export const ClosedNote = styled.p`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fef2f2;
  color: ${({ theme }) => theme.colors.dangerStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;
