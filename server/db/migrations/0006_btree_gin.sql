-- GIN indexes that start with the city (0007) need GIN operators for plain text (drizzle-kit never
-- writes CREATE EXTENSION).
CREATE EXTENSION IF NOT EXISTS btree_gin;
