import type { ApiRoute } from './api-route';
import { healthRoutes } from './health.routes';
import { orderRoutes } from './order.routes';
import { restaurantRoutes } from './restaurant.routes';
import { searchRoutes } from './search.routes';
import { userRoutes } from './user.routes';

/** Every call of the API, from every domain's route table. */
export const API_ROUTES: ApiRoute[] = [
  healthRoutes,
  userRoutes,
  restaurantRoutes,
  searchRoutes,
  orderRoutes,
].flatMap((table) => Object.values(table));
