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
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_request_id_feedback_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."feedback_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_rounds" ADD CONSTRAINT "feedback_rounds_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_requests_token_hash_key" ON "feedback_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_requests_training_user_key" ON "feedback_requests" USING btree ("training_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_responses_request_key" ON "feedback_responses" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "feedback_responses_training_idx" ON "feedback_responses" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "feedback_responses_course_idx" ON "feedback_responses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "feedback_responses_trainer_idx" ON "feedback_responses" USING btree ("trainer_id");