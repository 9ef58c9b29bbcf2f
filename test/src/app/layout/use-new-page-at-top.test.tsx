import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, Outlet } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { useNewPageAtTop } from '@/app/layout/use-new-page-at-top';

function Frame() {
  useNewPageAtTop();
  return <Outlet />;
}

function renderAtResults() {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          {
            path: 'search/:city',
            element: (
              <>
                <Link to="/detail/abc">North Star Pizzeria</Link>
                <Link to="?page=2">Next</Link>
              </>
            ),
          },
          { path: 'detail/:id', element: <p>Menu</p> },
        ],
      },
    ],
    { initialEntries: ['/search/london'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useNewPageAtTop', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo');
  beforeEach(() => scrollTo.mockClear());

  it('leaves the first page where the browser puts it', () => {
    renderAtResults();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a page reached by a link at its top', () => {
    renderAtResults();
    fireEvent.click(screen.getByRole('link', { name: 'North Star Pizzeria' }));
    expect(screen.getByText('Menu')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the place for a new query on the same page', () => {
    renderAtResults();
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves Back to the browser, which puts the earlier page where it was', async () => {
    const router = renderAtResults();
    fireEvent.click(screen.getByRole('link', { name: 'North Star Pizzeria' }));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
