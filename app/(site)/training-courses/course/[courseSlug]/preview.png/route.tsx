import { ImageResponse } from "next/og";
import { getCourse } from "@/lib/courses/reads";
import { courseIdFromSlug } from "@/lib/courses/slug";
import { renderRefusal } from "@/lib/http/render-limit";
import { siteConfig } from "@/lib/site-config";

// GET /training-courses/course/{slug}/preview.png: the course's link preview (Open Graph and Twitter), a PNG drawn
// from its title, categories and length, so a shared link shows the course, not the site's generic card.
// next/og renders it (satori + resvg, fonts bundled); the course page's metadata points here.
const size = { width: 1200, height: 630 };

// Drawing one costs CPU: an unknown course is a 404 (nothing drawn), and each address may ask for a limited number.
export async function GET(request: Request, { params }: { params: Promise<{ courseSlug: string }> }) {
  const refused = await renderRefusal(request);
  if (refused) return refused;
  const { courseSlug } = await params;
  const course = await getCourse(courseIdFromSlug(courseSlug)).catch(() => undefined);
  if (!course)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" } });
  const title = course.title;
  const categories = course.categories.map((c) => c.name).join(" · ");
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #1e1b4b 0%, #3730a3 60%, #4338ca 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", fontSize: 30, fontWeight: 600, opacity: 0.85 }}>{siteConfig.name}</div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        {categories && <div style={{ display: "flex", fontSize: 30, color: "#c7d2fe" }}>{categories}</div>}
        <div style={{ display: "flex", fontSize: title.length > 60 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
      </div>
      <div style={{ display: "flex", fontSize: 30, color: "#e0e7ff" }}>{`${course.durationHours} hours · live, instructor-led, online`}</div>
    </div>,
    { ...size, headers: { "Cache-Control": "public, max-age=3600" } },
  );
}
