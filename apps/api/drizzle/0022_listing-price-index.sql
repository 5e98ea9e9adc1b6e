-- Hand-written (decision 051). A category listing filtered by a price range walked the whole
-- category in products_listing_category_idx, testing the price of every row. Keyed by category
-- and then price, the range is read directly: the count reads only the rows in the range, and the
-- page sorts just those (a top-N sort) when that is cheaper than walking the featured order. The
-- other filter columns ride along, so both stay index-only scans; it also serves price sorting
-- within a category. The other sort keys (newest, best selling, rating) ride along too, so those
-- orders top-N sort the range from the index instead of fetching every row in it from the table.
CREATE INDEX "products_listing_category_price_idx" ON "products" USING btree ("category_id", "retail_price", "id")
  INCLUDE ("featured_rank", "created_at", "sold_count", "total_reviews", "brand_id", "potency",
    "shipping_weight_grams", "tablet_count", "avg_stars", "needs_prescription", "is_active",
    "is_flash_sale", "is_recommended", "is_best_seller");
