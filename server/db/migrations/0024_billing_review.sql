-- how an invoice was paid (card brand and last digits, boleto, pix), printed on its receipt
ALTER TABLE "billing_invoices" ADD COLUMN "payment_method" jsonb;--> statement-breakpoint
-- the built-in test gateway only ever took its test cards, all of them Visa cards
UPDATE "billing_invoices" SET "payment_method" = '{"type":"card","brand":"visa","last4":null}'::jsonb
WHERE "gateway" = 'local' AND "status" = 'paid' AND "amount_paid" > 0 AND "payment_method" IS NULL;
