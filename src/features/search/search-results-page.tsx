import { useParams } from 'react-router-dom';
import { PageHeading } from '../../components/ui/page-heading';

export default function SearchResultsPage() {
  const { city } = useParams();
  return <PageHeading>Restaurants in {city}</PageHeading>;
}
