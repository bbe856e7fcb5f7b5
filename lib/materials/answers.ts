import "server-only";
import { z } from "zod";
import { instant } from "../http/answer-schema";

export const materialAnswer = z
  .object({
    _id: z.string(),
    title: z.string(),
    kind: z.enum(["material", "recording"]),
    sessionDate: z.string().nullable().describe("YYYY-MM-DD; null = the whole batch"),
    url: z.string().describe("for learners, always this portal's checked address (GET /api/training/{id}/materials/{materialId}); for staff, a link's own URL"),
    createdAt: instant,
  })
  .meta({ id: "Material" });

export const materialListAnswer = z.object({ items: z.array(materialAnswer) }).meta({ id: "MaterialList" });
