-- Hand-written: what drizzle-kit cannot express from the schema files.

-- Partial-word search ("vitam" finds "Vitamin C") uses trigram indexes on lower-cased names.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX brands_name_trgm_idx ON brands USING gin (lower(name) public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX categories_name_trgm_idx ON categories USING gin (lower(name) public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX articles_title_trgm_idx ON articles USING gin (lower(title) public.gin_trgm_ops);
--> statement-breakpoint

-- products.retail_price mirrors the RETAIL_SALE pricing so listings filter and sort on one table.
CREATE FUNCTION sync_retail_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.customer_type = 'RETAIL_SALE' THEN
      UPDATE products SET retail_price = 0 WHERE id = OLD.product_id;
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.customer_type = 'RETAIL_SALE' THEN
    UPDATE products SET retail_price = NEW.price_per_unit
      WHERE id = NEW.product_id AND retail_price IS DISTINCT FROM NEW.price_per_unit;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_pricings_sync_retail_price
  AFTER INSERT OR UPDATE OR DELETE ON product_pricings
  FOR EACH ROW EXECUTE FUNCTION sync_retail_price();
--> statement-breakpoint

-- Every change to what the public catalogue shows announces itself on the catalog_changed channel
-- when its transaction commits; each server process drops its cached answers when it hears it.
-- A sequence (not a counter row) numbers the changes so concurrent writers never wait on each other.
CREATE SEQUENCE catalog_version;
--> statement-breakpoint
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', nextval('catalog_version')::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER brands_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_pricings_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_pricings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER articles_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER announcements_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON announcements
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER media_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
