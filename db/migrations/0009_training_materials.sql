CREATE TABLE "absence_mails" (
	"id" text PRIMARY KEY NOT NULL,
	"training_id" text NOT NULL,
	"user_id" text NOT NULL,
	"session_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_files" (
	"material_id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_materials" (
	"id" text PRIMARY KEY NOT NULL,
	"training_id" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"session_date" date,
	"link_url" text,
	"file_name" text,
	"content_type" text,
	"size" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_materials_kind_check" CHECK ("training_materials"."kind" in ('material', 'recording')),
	CONSTRAINT "training_materials_source_check" CHECK (("training_materials"."link_url" is null) <> ("training_materials"."content_type" is null))
);
--> statement-breakpoint
ALTER TABLE "absence_mails" ADD CONSTRAINT "absence_mails_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_mails" ADD CONSTRAINT "absence_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_files" ADD CONSTRAINT "material_files_material_id_training_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."training_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_materials" ADD CONSTRAINT "training_materials_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_materials" ADD CONSTRAINT "training_materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_mails_training_user_session_key" ON "absence_mails" USING btree ("training_id","user_id","session_date");--> statement-breakpoint
CREATE INDEX "training_materials_training_idx" ON "training_materials" USING btree ("training_id","session_date");