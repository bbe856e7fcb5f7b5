import "server-only";
import { z } from "zod";
import { answer, instant } from "../http/answer-schema";
import { gstTreatmentNames } from "../gst/treatment";
import type { OrganizationView } from "./reads";

// The API's shape of an organisation (billing-and-delivery.md §1), here and only here.

export const organizationAnswer = answer(
  z
    .object({
      _id: z.string(),
      name: z.string(),
      gstin: z.string().nullable(),
      billingAddress: z.string().describe("lines separated by newlines"),
      stateCode: z.string().nullable().describe("two-digit GST state code"),
      country: z.string().describe("ISO 3166-1 alpha-2"),
      gstTreatment: z.enum(gstTreatmentNames).describe("registered, sez, unregistered or overseas"),
      accountsEmail: z.string().nullable().describe("where invoices and notes are copied"),
      paymentTermsDays: z.number().int().describe("0 to 120"),
      pan: z.string().nullable().describe("the GSTIN's characters 3 to 12"),
      contacts: z.array(
        z.object({
          name: z.string(),
          email: z.string(),
          phone: z.string(),
          isLead: z.boolean(),
          userId: z.string().nullable().describe("a lead's account"),
        }),
      ),
      createdAt: instant,
    })
    .meta({ id: "Organization" }),
  (o: OrganizationView) => ({
    _id: o.id,
    name: o.name,
    gstin: o.gstin,
    billingAddress: o.billingAddress,
    stateCode: o.stateCode,
    country: o.country,
    gstTreatment: o.gstTreatment,
    accountsEmail: o.accountsEmail,
    paymentTermsDays: o.paymentTermsDays,
    pan: o.pan,
    contacts: o.contacts.map((c) => ({ name: c.name, email: c.email, phone: c.phone, isLead: c.isLead, userId: c.userId })),
    createdAt: o.createdAt.toISOString(),
  }),
);
