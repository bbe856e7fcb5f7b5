// The data set of a large training company, loaded in a few set-based statements (generate_series), for
// `npm run bench -- --scale`: 10,000 courses, 20,000 trainings, 100,000 learners, 1,000,000 enrolments,
// 50,000 reviews and 200,000 enquiries (most won or lost long ago, a few new) by default. Ids are prefixed
// "scale" so the rows are easy to tell from the demo catalogue.
import pg from "pg";

export interface DatasetSize {
  courses: number;
  trainings: number;
  learners: number;
  enrolmentsPerLearner: number;
  reviews: number;
  enquiries: number;
}

export const LARGE: DatasetSize = { courses: 10_000, trainings: 20_000, learners: 100_000, enrolmentsPerLearner: 10, reviews: 50_000, enquiries: 200_000 };

/**
 * Loads the data set into a migrated PostgreSQL database (demo rows may be there too); `passwordHash` is shared
 * by every learner (bcrypt is slow). Its own connection: the app pool's timeouts are for requests, not for this.
 */
export async function loadLargeDataset(url: string, size: DatasetSize, passwordHash: string, today: string): Promise<void> {
  const { courses, trainings, learners, enrolmentsPerLearner, reviews, enquiries } = size;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const db: Execute = { execute: (statement) => client.query(statement.text, statement.values) };
  try {
    await db.execute(sql`
      insert into categories (id, name, slug)
      select 'scalecat' || g, 'Track ' || g, 'track-' || g from generate_series(1, 40) g
      on conflict do nothing`);
    await db.execute(sql`
      insert into courses (id, title, short_description, images, overview_html, duration_hours, outline, created_at)
      select 'scalecourse' || g,
             'Scaled course ' || g || ' on ' || (array['Kubernetes','Terraform','Python','AWS','Azure','Linux','Security','Spark'])[1 + g % 8],
             'A hands-on course number ' || g || ' with labs, projects and a certificate of completion.',
             '["/images/brand/og-default.svg"]'::jsonb,
             '<p>Course ' || g || ' overview: live sessions, labs and projects.</p>',
             8 + g % 40, '[]'::jsonb, now() - (g || ' minutes')::interval
      from generate_series(1, ${courses}) g`);
    await db.execute(sql`
      insert into course_categories (course_id, category_id, position)
      select 'scalecourse' || g, 'scalecat' || (1 + g % 40), 0 from generate_series(1, ${courses}) g`);
    await db.execute(sql`
      insert into trainings (id, course_id, start_date, end_date, start_time, end_time, time_zone, meeting_link)
      select 'scaletraining' || g, 'scalecourse' || (1 + g % ${courses}),
             ${today}::date + ((g % 240) - 120), ${today}::date + ((g % 240) - 120) + (g % 30),
             '10:00', '13:00', 'Asia/Kolkata', 'https://meet.example.com/scale-' || g
      from generate_series(1, ${trainings}) g`);
    await insertLearners(db, "scale", learners, passwordHash);
    await db.execute(sql`
      insert into enrolments (id, user_id, training_id, is_active)
      select 'scaleenrol' || u || 'x' || k, 'scaleuser' || u, 'scaletraining' || (1 + (u * ${enrolmentsPerLearner} + k) % ${trainings}), k % 7 <> 0
      from generate_series(1, ${learners}) u, generate_series(0, ${enrolmentsPerLearner - 1}) k
      on conflict do nothing`);
    await db.execute(sql`
      insert into reviews (id, user_id, course_id, rating, review, created_at)
      select 'scalereview' || g, 'scaleuser' || g, 'scalecourse' || (1 + g % ${courses}), (1 + g % 10) / 2.0,
             'Review ' || g || ': clear explanations and useful labs.', now() - (g || ' seconds')::interval
      from generate_series(1, ${reviews}) g
      on conflict do nothing`);
    await insertEnquiries(db, "scale", enquiries);
    await db.execute(sql`
      update courses c set rating_average = s.average, rating_count = s.n
      from (select course_id, round(avg(rating), 1) as average, count(*)::int as n from reviews where is_visible group by course_id) s
      where s.course_id = c.id`);
    await db.execute(sql`analyze`);
  } finally {
    await client.end();
  }
}

type Execute = { execute: (statement: { text: string; values: unknown[] }) => Promise<unknown> };

/** `strings` with `$n` for each value, as pg takes them. */
const sql = (strings: TemplateStringsArray, ...values: unknown[]) => ({
  text: strings.reduce((text, part, i) => text + part + (i < values.length ? `$${i + 1}` : ""), ""),
  values,
});

/** `count` activated learners, ids and addresses numbered after `prefix`, every one with `passwordHash`. */
async function insertLearners(db: Execute, prefix: string, count: number, passwordHash: string): Promise<void> {
  await db.execute({
    text: `insert into users (id, role, name, email, phone, password_hash, activated_at)
      select '${prefix}user' || g, 'learner', 'Learner ' || g, 'learner' || g || '@${prefix}.example.com', '98' || lpad(g::text, 8, '0'), $2, now()
      from generate_series(1, $1::int) g`,
    values: [count, passwordHash],
  });
}

/**
 * `count` enquiries, one a minute back from now, as an inbox of years reads: 2 % new, 3 % contacted, 5 % quoted,
 * 30 % won, 60 % lost; half name a course. Loaded without the trigger that counts enquiries by status (one row per
 * status, updated per enquiry: in one statement its versions pile up and each update walks them, so 200,000
 * enquiries took over 40 minutes), then counted once.
 */
async function insertEnquiries(db: Execute, prefix: string, count: number): Promise<void> {
  await db.execute(sql`alter table contact_messages disable trigger contact_messages_count_status`);
  await db.execute({
    text: `insert into contact_messages (id, name, email, phone, training_type, message, course, status, lost_reason, created_at)
      select '${prefix}enquiry' || g, 'Visitor ' || g, 'visitor' || g || '@${prefix}.example.com', '97' || lpad(g::text, 8, '0'),
             (array['Individual','Enterprise'])[1 + g % 2], 'Enquiry ' || g || ': dates and fees for a batch, please.',
             case when g % 2 = 0 then 'Scaled course ' || (1 + g % 500) end,
             case when g % 100 < 2 then 'new' when g % 100 < 5 then 'contacted' when g % 100 < 10 then 'quoted' when g % 100 < 40 then 'won' else 'lost' end,
             case when g % 100 >= 40 then 'closed' end,
             now() - (g || ' minutes')::interval
      from generate_series(1, $1::int) g`,
    values: [count],
  });
  await db.execute(sql`alter table contact_messages enable trigger contact_messages_count_status`);
  await db.execute(sql`
    insert into enquiry_status_counts (status, n) select status, count(*) from contact_messages group by status
    on conflict (status) do update set n = excluded.n`);
}

/**
 * A demo-size company's batches and people beside the demo catalogue: batches of its courses from four months back to
 * four ahead, learners with two batches each and an inbox of enquiries, so the console's lists have a full first page
 * at the demo size too. Without them the inbox was empty and the trainings and enrolments lists half a page at the
 * demo size, and their ratio compared a near-empty page with a full one.
 */
export const DEMO_PEOPLE = { batches: 60, learners: 120, enquiries: 150 };

export async function loadDemoPeople(url: string, passwordHash: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const db: Execute = { execute: (statement) => client.query(statement.text, statement.values) };
  try {
    await db.execute(sql`
      insert into trainings (id, course_id, start_date, end_date, start_time, end_time, time_zone, meeting_link)
      select 'demotraining' || g, c.id, current_date + ((g * 4) % 240 - 120), current_date + ((g * 4) % 240 - 120) + (g % 30),
             '10:00', '13:00', 'Asia/Kolkata', 'https://meet.example.com/demo-' || g
      from generate_series(1, ${DEMO_PEOPLE.batches}::int) g,
           lateral (select id from courses order by id offset (g % (select count(*) from courses)) limit 1) c`);
    await insertLearners(db, "demo", DEMO_PEOPLE.learners, passwordHash);
    await db.execute(sql`
      insert into enrolments (id, user_id, training_id, is_active)
      select 'demoenrol' || u || 'x' || k, 'demouser' || u, t.id, true
      from generate_series(1, ${DEMO_PEOPLE.learners}::int) u, generate_series(0, 1) k,
           lateral (select id from trainings order by id offset ((u * 2 + k) % (select count(*) from trainings)) limit 1) t
      on conflict do nothing`);
    await insertEnquiries(db, "demo", DEMO_PEOPLE.enquiries);
    await db.execute(sql`analyze`);
  } finally {
    await client.end();
  }
}
