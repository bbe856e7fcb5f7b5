CREATE TABLE "feedback_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"training_id" text NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_responses" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"training_id" text NOT NULL,
	"course_id" text NOT NULL,
	"trainer_id" text,
	"user_id" text NOT NULL,
	"nps" integer NOT NULL,
	"trainer_rating" integer NOT NULL,
	"content_rating" integer NOT NULL,
	"pace" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"publish_as_review" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_responses_nps_check" CHECK ("feedback_responses"."nps" between 0 and 10),
	CONSTRAINT "feedback_responses_trainer_rating_check" CHECK ("feedback_responses"."trainer_rating" between 1 and 5),
	CONSTRAINT "feedback_responses_content_rating_check" CHECK ("feedback_responses"."content_rating" between 1 and 5),
	CONSTRAINT "feedback_responses_pace_check" CHECK ("feedback_responses"."pace" in ('too_slow', 'right', 'too_fast'))
);
--> statement-breakpoint
CREATE TABLE "feedback_rounds" (
	"training_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "attendance_corrections" (
	"id" text PRIMARY KEY NOT NULL,
	"training_id" text NOT NULL,
	"user_id" text NOT NULL,
	"session_date" date NOT NULL,
	"present" boolean NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_marks" (
	"roster_id" text NOT NULL,
	"user_id" text NOT NULL,
	"minutes" numeric(7, 1) NOT NULL,
	"present" boolean NOT NULL,
	CONSTRAINT "roster_marks_roster_id_user_id_pk" PRIMARY KEY("roster_id","user_id"),
	CONSTRAINT "roster_marks_minutes_check" CHECK ("roster_marks"."minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "session_rosters" (
	"id" text PRIMARY KEY NOT NULL,
	"training_id" text NOT NULL,
	"session_date" date NOT NULL,
	"format" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"unmatched" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_rosters_format_check" CHECK ("session_rosters"."format" in ('zoom', 'meet', 'teams'))
);
--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_request_id_feedback_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."feedback_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_rounds" ADD CONSTRAINT "feedback_rounds_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_mails" ADD CONSTRAINT "absence_mails_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_mails" ADD CONSTRAINT "absence_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_files" ADD CONSTRAINT "material_files_material_id_training_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."training_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_materials" ADD CONSTRAINT "training_materials_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_materials" ADD CONSTRAINT "training_materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_marks" ADD CONSTRAINT "roster_marks_roster_id_session_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."session_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_marks" ADD CONSTRAINT "roster_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_rosters" ADD CONSTRAINT "session_rosters_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_rosters" ADD CONSTRAINT "session_rosters_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_requests_token_hash_key" ON "feedback_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_requests_training_user_key" ON "feedback_requests" USING btree ("training_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_responses_request_key" ON "feedback_responses" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "feedback_responses_training_idx" ON "feedback_responses" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "feedback_responses_course_idx" ON "feedback_responses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "feedback_responses_trainer_idx" ON "feedback_responses" USING btree ("trainer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "absence_mails_training_user_session_key" ON "absence_mails" USING btree ("training_id","user_id","session_date");--> statement-breakpoint
CREATE INDEX "training_materials_training_idx" ON "training_materials" USING btree ("training_id","session_date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_corrections_training_user_session_key" ON "attendance_corrections" USING btree ("training_id","user_id","session_date");--> statement-breakpoint
CREATE INDEX "roster_marks_user_idx" ON "roster_marks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_rosters_training_session_key" ON "session_rosters" USING btree ("training_id","session_date");