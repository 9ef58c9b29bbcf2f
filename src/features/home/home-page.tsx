import { useNavigate } from 'react-router-dom';
import { SearchBar } from '@/components/search-bar/search-bar';
import { AppPromo } from './app-promo';
import { Headline, SearchCard, Tagline } from './home-page.styles';

export default function HomePage() {
  const navigate = useNavigate();
  return (
    <>
      <SearchCard aria-labelledby="home-headline">
        <div>
          <Headline id="home-headline">Tuck into a takeaway today</Headline>
          <Tagline>Food is just a click away!</Tagline>
        </div>
        <SearchBar
          placeholder="Search by City or Town"
          onSubmit={(city) => navigate(`/search/${encodeURIComponent(city)}`)}
        />
      </SearchCard>
      <AppPromo />
    </>
  );
}
