DROP INDEX "products_category_featured_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
-- Hand-written. Product lists filter on many columns and sort by featured rank (or a category's
-- featured rank). These indexes carry every filter column, so the page of ids and the count are
-- answered from the index alone (index-only scans), without reading the wide product rows.
CREATE INDEX "products_listing_featured_idx" ON "products" USING btree ("featured_rank", "id")
  INCLUDE ("category_id", "brand_id", "retail_price", "potency", "shipping_weight_grams", "tablet_count",
    "avg_stars", "needs_prescription", "is_active", "is_flash_sale", "is_recommended", "is_best_seller");
--> statement-breakpoint
CREATE INDEX "products_listing_category_idx" ON "products" USING btree ("category_id", "featured_rank", "id")
  INCLUDE ("brand_id", "retail_price", "potency", "shipping_weight_grams", "tablet_count",
    "avg_stars", "needs_prescription", "is_active", "is_flash_sale", "is_recommended", "is_best_seller");
