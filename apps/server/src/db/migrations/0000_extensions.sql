-- Extensions used by later migrations: trigram search on city/neighbourhood, accent-free
-- matching, and btree_gist for the exclusion constraint that forbids double-booking.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
