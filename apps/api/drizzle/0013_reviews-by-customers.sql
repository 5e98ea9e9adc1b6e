ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-added: a database seeded before this had some customers reviewing a product twice; keep
-- each customer's newest review of a product, then count the averages again from what is left.
DELETE FROM "reviews" AS older USING "reviews" AS newer
  WHERE older."product_id" = newer."product_id" AND older."customer_id" = newer."customer_id"
    AND (older."created_at", older."id") < (newer."created_at", newer."id");--> statement-breakpoint
UPDATE "products" SET
  "avg_stars" = COALESCE((SELECT round(avg("stars")::numeric, 1)::float8 FROM "reviews" WHERE "reviews"."product_id" = "products"."id"), 0),
  "total_reviews" = (SELECT count(*) FROM "reviews" WHERE "reviews"."product_id" = "products"."id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_customer_unique" UNIQUE("product_id","customer_id");