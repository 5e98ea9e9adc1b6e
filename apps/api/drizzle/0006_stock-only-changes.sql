-- Hand-written. Every order changes products.stock; with the statement trigger of migration 0001
-- that emptied every process's whole catalogue cache on every order. Lists only show whether a
-- product is in stock, and only its own page shows the count, so an update that moves nothing
-- but the count of a product that stays in (or out of) stock now drops that one product's page.
DROP TRIGGER products_catalog_changed ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE FUNCTION notify_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(OLD) - 'stock' - 'updated_at') = (to_jsonb(NEW) - 'stock' - 'updated_at')
     AND (OLD.stock > 0) = (NEW.stock > 0) THEN
    PERFORM pg_notify('catalog_changed', 'product:' || NEW.id);
  ELSE
    -- One payload for the whole transaction: PostgreSQL sends identical notifications once.
    PERFORM pg_notify('catalog_changed', 'all');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_row_changed AFTER UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_product_changed();
