// npm run bench -- --bank: a bank statement of BENCH_BANK_ROWS (20,000) rows, as HDFC exports it, uploaded against a
// database with BENCH_BANK_REQUESTS (400) open payment requests, a quarter of them with a pending proof (books.md §6:
// it must parse and match in under 5 s). The rows name proofs' UTRs, request and booking numbers, requests' amounts
// and amounts less TDS, among unmatched credits and debits. Prints the time to parse, to load what is open and match
// every row, and the whole upload (parse, match and insert in one transaction), then an upload of the same file again
// (every row already kept). On the embedded database in a temporary folder by default; BENCH_DATABASE_URL=postgres://…
// runs it on a fresh database made (and dropped) on that server.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { setDatabase, type DatabaseHandle } from "../db";
import { runMigrations } from "../db/migrate";
import { openBenchDatabase } from "./support/bench-database";

const ROWS = Number(process.env.BENCH_BANK_ROWS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_BANK_REQUESTS ?? 400);
const TARGET_SECONDS = 5;

const open = () => openBenchDatabase("bank");

/** Request i asks for ₹10,000 + i × 37 (no two alike); every fourth has a proof with UTR BENCHUTR…i pending. */
const amountOf = (i: number) => 10_000 + i * 37;
const pad = (i: number) => String(i).padStart(4, "0");

async function seed({ db }: DatabaseHandle): Promise<void> {
  await db.execute(
    sql`insert into users (id, role, name, email, phone, activated_at) values ('benchstaff', 'staff', 'Bench Staff', 'staff@example.com', '+919800000000', now())`,
  );
  await db.execute(
    sql`insert into courses (id, title, short_description, duration_hours) values ('benchcourse', 'Kubernetes Operations', 'Run clusters.', 30)`,
  );
  await db.execute(sql`
    insert into trainings (id, course_id, start_date, end_date, start_time, end_time, time_zone, meeting_link)
    values ('benchtraining', 'benchcourse', '2030-06-03', '2030-06-07', '10:00', '17:00', 'Asia/Kolkata', 'https://meet.example.com/bench')`);
  await db.execute(sql`
    insert into bookings (id, number, training_id, buyer_name, buyer_email, seats, price_minor)
    select 'benchbooking' || g, 'BK-2030-' || lpad(g::text, 4, '0'), 'benchtraining', 'Buyer ' || g, 'buyer' || g || '@example.com', 1, (10000 + g * 37) * 100
    from generate_series(1, ${REQUESTS}) g`);
  await db.execute(sql`
    insert into payment_requests (id, number, booking_id, amount_minor, currency, due_on, status, token_nonce, token_hash)
    select 'benchrequest' || g, 'PR-2030-' || lpad(g::text, 4, '0'), 'benchbooking' || g, (10000 + g * 37) * 100, 'INR', '2030-06-01',
      case when g % 4 = 0 then 'proof_submitted' else 'open' end, 'nonce' || g, 'hash' || g
    from generate_series(1, ${REQUESTS}) g`);
  await db.execute(sql`
    insert into payment_proofs (id, request_id, reference, paid_on, amount_minor, currency)
    select 'benchproof' || g, 'benchrequest' || g, 'BENCHUTR' || lpad(g::text, 6, '0'), '2030-05-01', (10000 + g * 37) * 100, 'INR'
    from generate_series(4, ${REQUESTS}, 4) g`);
}

/** The statement: one line in ten pays something the database knows, by one of the four rules; the rest do not. */
function statement(): string {
  const lines = [
    "HDFC BANK Ltd.,,,,,,",
    "Account No :,50200012345678,,,,,",
    "Statement From : 01/04/30 To : 31/05/30,,,,,,",
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
  ];
  const rupees = (n: number) => n.toLocaleString("en-IN", { minimumFractionDigits: 2 });
  for (let n = 0; n < ROWS; n++) {
    const i = (n % REQUESTS) + 1;
    const date = `${String((n % 28) + 1).padStart(2, "0")}/0${(n % 2) + 4}/30`;
    let narration = `UPI/${600000000000 + n}/PAYER ${n}/OKAXIS/PAYMENT`;
    let credit = rupees(1000 + (n % 5000) + 0.5);
    let debit = "";
    if (n % 10 === 0 && i % 4 === 0) narration = `NEFT CR-HDFC0000001-ACME-BENCHUTR${String(i).padStart(6, "0")}`;
    else if (n % 10 === 0) narration = `NEFT CR-ACME PR-2030-${pad(i)}`;
    else if (n % 10 === 1) narration = `IMPS BK2030${pad(i)} ACME`;
    else if (n % 10 === 2) credit = rupees(amountOf(i));
    else if (n % 10 === 3) credit = rupees(Math.round(amountOf(i) - (amountOf(i) * 100) / 118 / 10));
    else if (n % 3 === 0) [credit, debit] = ["", rupees(500 + (n % 900))];
    lines.push(`${date},"${narration}",REF${n},${date},"${debit}","${credit}","1,00,000.00"`);
  }
  return lines.join("\n");
}

const seconds = (from: number) => Number(((performance.now() - from) / 1000).toFixed(2));

export async function benchBank(): Promise<void> {
  process.env.SESSION_SECRET ??= randomBytes(32).toString("base64url");
  process.env.LOG_LEVEL ??= "warn";
  // A registered company: its sales carry GST, so rule 4 takes the TDS on the amount without it.
  const { gstinCheckCharacter } = await import("../lib/gst/gstin");
  process.env.COMPANY_GSTIN ??= `29AAACS1234F1Z${gstinCheckCharacter("29AAACS1234F1Z")}`;
  const { parseStatement } = await import("../lib/bank/parse");
  const { matcher } = await import("../lib/bank/match");
  const { loadMatchBook } = await import("../lib/bank/book");
  const { uploadStatement } = await import("../lib/bank/statements");
  const { handle, engine, cleanup } = await open();
  try {
    setDatabase(handle);
    await runMigrations(handle);
    process.stdout.write(`Seeding ${REQUESTS} open requests (${REQUESTS / 4} with a pending proof), ${engine}…\n`);
    await seed(handle);
    const file = new TextEncoder().encode(statement());
    let started = performance.now();
    const lines = parseStatement(file);
    const parse = seconds(started);
    started = performance.now();
    const match = matcher(
      await loadMatchBook(
        handle.db,
        lines.map((l) => l.description),
      ),
    );
    const found = { matched: 0, suggested: 0, unmatched: 0 };
    for (const line of lines) found[match(line).status]++;
    const matchTime = seconds(started);
    started = performance.now();
    const upload = await uploadStatement("benchstaff", file, "bench.csv");
    const uploadTime = seconds(started);
    started = performance.now();
    const again = await uploadStatement("benchstaff", file, "bench.csv");
    const againTime = seconds(started);
    console.table({
      engine,
      "file (MB)": Number((file.byteLength / 1024 / 1024).toFixed(2)),
      rows: lines.length,
      "open requests": REQUESTS,
      ...found,
      "parse s": parse,
      "load + match s": matchTime,
      "parse + match s": Number((parse + matchTime).toFixed(2)),
      "whole upload s (parse, match, insert)": uploadTime,
      "same file again s (adds nothing)": againTime,
      "rows added again": again.rows,
    });
    if (upload.rows !== lines.length || again.rows !== 0) throw new Error("the upload did not keep each row exactly once");
    if (parse + matchTime > TARGET_SECONDS) throw new Error(`parsing and matching took more than ${TARGET_SECONDS} s`);
  } finally {
    setDatabase(undefined);
    await cleanup();
  }
}
