import "server-only";
import { env } from "../env";

/** The company named on certificates (COMPANY_NAME; lib/env.ts falls back to the site's values). */
export const companyName = () => env().COMPANY_NAME;

export const verificationUrl = (id: string) => `${env().APP_URL}/certificates/${id}`;
export const pdfUrl = (id: string) => `${env().APP_URL}/certificates/${id}.pdf`;
