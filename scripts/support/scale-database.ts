// The scale bench's databases (scripts/bench-scale.ts): their URLs, the bench learner, a course found by title.
import pg from "pg";

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A database's URL on the server of ADMIN_URL. */
export function databaseUrlOf(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The bench learner (a handful of enrolments, as the large data set's learners have ten) in a database the server
 * has migrated and seeded: the first batch it is enrolled in (the demo catalogue's, not the large data set's).
 */
export async function benchLearnerIn(databaseUrl: string, passwordHash: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into users (id, role, name, email, phone, password_hash, activated_at) values ('benchlearner', 'learner', 'Bench Learner', 'bench.learner@example.com', '9700000001', $1, now()) on conflict do nothing`,
      [passwordHash],
    );
    await db.query(
      `insert into enrolments (id, user_id, training_id, is_active) select 'benchenrol' || row_number() over (), 'benchlearner', id, true from (select id from trainings where id not like 'scale%' order by start_date, id limit 10) t on conflict do nothing`,
    );
    const {
      rows: [enrolled],
    } = await db.query<{ training_id: string }>(
      `select e.training_id from enrolments e join trainings t on t.id = e.training_id where e.user_id = 'benchlearner' order by t.start_date, t.id limit 1`,
    );
    return enrolled!.training_id;
  } finally {
    await db.end();
  }
}

/** The id and slug of the course titled `title` (the same demo course in another database). */
export async function courseTitled(base: string, databaseUrl: string, title: string): Promise<{ _id: string; courseSlug: string }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const {
      rows: [row],
    } = await db.query<{ id: string }>(`select id from courses where title = $1 order by created_at limit 1`, [title]);
    const course = (await (await fetch(`${base}/api/course/getCourseById/${row!.id}`)).json()) as { data: { _id: string; courseSlug: string } };
    return { _id: course.data._id, courseSlug: course.data.courseSlug };
  } finally {
    await db.end();
  }
}

export async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  return (await admin.query(`select 1 from pg_database where datname = $1`, [name])).rowCount === 1;
}

// The load's last step but ANALYZE sets the courses' ratings from the reviews: a load cut short is not taken for a loaded database.
export const LOADED_MARK = "select 1 from courses where id = 'scalecourse1' and rating_count > 0";

export async function titleOf(databaseUrl: string, courseId: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<{ title: string }>(`select title from courses where id = $1`, [courseId])).rows[0]!.title;
  } finally {
    await db.end();
  }
}
