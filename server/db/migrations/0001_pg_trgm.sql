-- Trigram indexes for text search (drizzle-kit never writes CREATE EXTENSION).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
