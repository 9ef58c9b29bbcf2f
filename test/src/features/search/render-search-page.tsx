import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import SearchResultsPage from '@/features/search/search-results-page';
import { renderWithProviders } from '@test/render-with-providers';

/** Shows where the router is and offers the browser's Back button. */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <p data-testid="address">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </div>
  );
}

function DetailProbe() {
  return <h1>Detail of {useParams().restaurantId}</h1>;
}

/** The results page at `route` in the app's routes, signed out. */
export function renderSearchPage(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/search/:city" element={<SearchResultsPage />} />
        <Route path="/detail/:restaurantId" element={<DetailProbe />} />
      </Routes>
      <AddressBar />
    </>,
    { route },
  );
}
