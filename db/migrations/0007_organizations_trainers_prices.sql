CREATE TABLE "organization_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gstin" text,
	"billing_address" text DEFAULT '' NOT NULL,
	"state_code" text,
	"country" text DEFAULT 'IN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_state_code_check" CHECK ("organizations"."state_code" is null or "organizations"."state_code" ~ '^[0-9]{2}$'),
	CONSTRAINT "organizations_country_check" CHECK ("organizations"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "trainer_time_off" (
	"id" text PRIMARY KEY NOT NULL,
	"trainer_id" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_time_off_dates_check" CHECK ("trainer_time_off"."to_date" >= "trainer_time_off"."from_date")
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"time_zone" text NOT NULL,
	"hourly_rate_minor" bigint,
	"currency" text DEFAULT 'INR' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "trainers_rate_check" CHECK ("trainers"."hourly_rate_minor" is null or "trainers"."hourly_rate_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "organization_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buyer_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buyer_state_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buyer_country" text DEFAULT 'IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "price_minor" bigint;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "early_bird_minor" bigint;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "early_bird_until" date;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "group_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "trainer_id" text;--> statement-breakpoint
ALTER TABLE "organization_contacts" ADD CONSTRAINT "organization_contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_contacts" ADD CONSTRAINT "organization_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_time_off" ADD CONSTRAINT "trainer_time_off_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_contacts_org_idx" ON "organization_contacts" USING btree ("organization_id","position");--> statement-breakpoint
CREATE INDEX "organization_contacts_email_lower_idx" ON "organization_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "organization_contacts_user_idx" ON "organization_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organizations_name_lower_idx" ON "organizations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "organizations_gstin_idx" ON "organizations" USING btree ("gstin");--> statement-breakpoint
CREATE INDEX "trainer_time_off_trainer_idx" ON "trainer_time_off" USING btree ("trainer_id","from_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_organization_idx" ON "bookings" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "trainings_trainer_idx" ON "trainings" USING btree ("trainer_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('learner', 'staff', 'trainer'));--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_price_check" CHECK ("trainings"."price_minor" is null or "trainings"."price_minor" > 0);--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_early_bird_check" CHECK (("trainings"."early_bird_minor" is null) = ("trainings"."early_bird_until" is null));