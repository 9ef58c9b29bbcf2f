import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '@/components/ui/spinner';
import { media } from '@/theme/theme';
import { Footer } from './footer';
import { Header } from './header';
import { Hero } from './hero';
import { OfflineBanner } from './offline-banner';
import { useNewPageAtTop } from './use-new-page-at-top';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall: the footer starts below the fold, so a page that arrives late (pages
// load lazily) grows into room already there instead of pushing the footer down the screen.
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md}
    ${({ theme }) => theme.space.xxl};
  ${media.up('md')} {
    padding-left: ${({ theme }) => theme.space.lg};
    padding-right: ${({ theme }) => theme.space.lg};
  }
`;

/** The shared frame of every page; the hero shows on the home page only. */
export function Layout() {
  const { pathname } = useLocation();
  useNewPageAtTop();
  return (
    <Page>
      <Header />
      <OfflineBanner />
      {pathname === '/' && <Hero />}
      <Main>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
    </Page>
  );
}
