import "server-only";
import { z } from "zod";
import { answer, instant } from "../http/answer-schema";
import type { Client } from "./types";

// The API's names for clients (api.md §3–4), here and only here.

const publicClient = { _id: z.string(), clientName: z.string(), clientImage: z.string().describe("logo URL") };
const publicClientOf = (c: Client) => ({ _id: c.id, clientName: c.name, clientImage: c.imageUrl });

export const clientAnswer = answer(z.object(publicClient).meta({ id: "Client" }), publicClientOf);

export const staffClientAnswer = answer(
  z.object({ ...publicClient, position: z.number().int().describe("lowest first"), createdAt: instant }).meta({ id: "StaffClient" }),
  (c: Client) => ({ ...publicClientOf(c), position: c.position, createdAt: c.createdAt.toISOString() }),
);
