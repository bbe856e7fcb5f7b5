ALTER TABLE "enrolments" ADD COLUMN "client_sees_name" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- hand-written: WhatsApp messages sent (or fallen back, or failed) before this release kept their links' tokens
-- (pay links); drop them as lib/whatsapp/forget-links.ts now does after each delivery.
UPDATE "whatsapp_messages"
SET "body" = regexp_replace("body", '(/pay/|/quotes/|/feedback/|/api/calendar/feed/|[?&]token=)[A-Za-z0-9_.~%-]+', '\1[sent]', 'g'),
  "sms_body" = regexp_replace("sms_body", '(/pay/|/quotes/|/feedback/|/api/calendar/feed/|[?&]token=)[A-Za-z0-9_.~%-]+', '\1[sent]', 'g'),
  "variables" = regexp_replace("variables"::text, '(/pay/|/quotes/|/feedback/|/api/calendar/feed/|[?&]token=)[A-Za-z0-9_.~%-]+', '\1[sent]', 'g')::jsonb
WHERE "status" IN ('sent', 'fell_back', 'failed');
