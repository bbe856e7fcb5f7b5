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
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_corrections" ADD CONSTRAINT "attendance_corrections_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_marks" ADD CONSTRAINT "roster_marks_roster_id_session_rosters_id_fk" FOREIGN KEY ("roster_id") REFERENCES "public"."session_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_marks" ADD CONSTRAINT "roster_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_rosters" ADD CONSTRAINT "session_rosters_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_rosters" ADD CONSTRAINT "session_rosters_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_corrections_training_user_session_key" ON "attendance_corrections" USING btree ("training_id","user_id","session_date");--> statement-breakpoint
CREATE INDEX "roster_marks_user_idx" ON "roster_marks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_rosters_training_session_key" ON "session_rosters" USING btree ("training_id","session_date");