ALTER TABLE "brands" ADD COLUMN "name_my" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_my" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_my" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_my" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "title_my" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "description_my" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "title_my" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "description_my" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "content_my" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "description_my" text;--> statement-breakpoint
-- Hand-written (decision 039): search finds Burmese names as it finds English ones, with the
-- same trigram indexes as migration 0001 (pg_trgm hashes Myanmar trigrams in PGlite and
-- PostgreSQL alike).
CREATE INDEX products_name_my_trgm_idx ON products USING gin (lower(name_my) public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX brands_name_my_trgm_idx ON brands USING gin (lower(name_my) public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX categories_name_my_trgm_idx ON categories USING gin (lower(name_my) public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX articles_title_my_trgm_idx ON articles USING gin (lower(title_my) public.gin_trgm_ops);
