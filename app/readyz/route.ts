import { getDatabase } from "@/db";
import { log } from "@/lib/log";

// GET /readyz – 200 only while the database answers (within 2 s)
export async function GET() {
  const headers = { "Cache-Control": "no-store" };
  try {
    const handle = await getDatabase();
    await Promise.race([
      handle.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error("database ping timed out")), 2_000).unref()),
    ]);
    return Response.json({ success: true, message: "ready" }, { headers });
  } catch (err) {
    log.warn("readiness check failed", { err });
    return Response.json({ success: false, message: "database unavailable" }, { status: 503, headers });
  }
}
