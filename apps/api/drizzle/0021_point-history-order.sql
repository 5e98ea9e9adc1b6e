DROP INDEX "point_ledger_customer_idx";--> statement-breakpoint
CREATE INDEX "point_ledger_customer_idx" ON "point_ledger" USING btree ("customer_id","created_at","id");