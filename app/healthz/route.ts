// GET /healthz – 200 while the process runs
export function GET() {
  return Response.json({ success: true, message: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
