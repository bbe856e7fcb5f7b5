import "server-only";
import { env } from "../env";

export const verificationUrl = (id: string) => `${env().APP_URL}/certificates/${id}`;
export const pdfUrl = (id: string) => `${env().APP_URL}/certificates/${id}.pdf`;
