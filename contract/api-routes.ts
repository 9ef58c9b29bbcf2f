import type { ApiRoute } from './api-route';
import { healthRoutes } from './health.routes';
import { insightsRoutes } from './insights.routes';
import { kitchenRoutes } from './kitchen.routes';
import { orderEventRoutes } from './order-events.routes';
import { orderRoutes } from './order.routes';
import { pastOrderRoutes } from './past-orders.routes';
import { pushRoutes } from './push.routes';
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
  kitchenRoutes,
  pastOrderRoutes,
  orderEventRoutes,
  insightsRoutes,
  pushRoutes,
].flatMap((table) => Object.values(table));
