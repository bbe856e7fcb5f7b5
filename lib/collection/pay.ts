import "server-only";
import { fileTypeFromBuffer } from "file-type";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "../../db";
import { bookings, courses, paymentProofs, paymentRequests, trainings, type PaymentRequestRow } from "../../db/schema";
import { env } from "../env";
import { ApiError } from "../errors";
import { validationError } from "../http/envelope";
import type { RateLimitRule } from "../http/rate-limit";
import { formOfBody } from "../http/upload";
import { enqueueMail } from "../mail/outbox";
import { proofReceivedMail } from "../mail/templates/collection";
import { formatMoneyPlain, toMinor } from "../money";
import { collectionMessages, PROOF_MAX_BYTES, proofFields } from "../validation/collection";
import type { PublicPaymentRequest } from "./answers";
import { upiUriOf } from "./requests";
import { isTokenShaped, tokenHash } from "./tokens";
import { bankDetails, companyToday } from "../company";

/** Proofs per client address: the numbers of the contact form's rule (lib/enquiries/writes.ts). */
export const proofRateLimit: RateLimitRule = {
  name: "pay-proof:ip",
  limit: 10,
  windowSeconds: 600,
  message: "You have sent several proofs in a short time. Please try again later.",
};

/** The file types a proof may be, by their content. */
export const proofFileTypes = { "image/png": "png", "image/jpeg": "jpg", "application/pdf": "pdf" } as const;
export type ProofMime = keyof typeof proofFileTypes;

const notFound = () => new ApiError("not_found", collectionMessages.notFound);

interface Found {
  request: PaymentRequestRow;
  bookingNumber: string;
  courseTitle: string;
}

/** The request of a pay link (404 for anything else); `lock` holds its row for the rest of the transaction. */
async function findByToken(tx: DbOrTx, token: string, lock = false): Promise<Found> {
  if (!isTokenShaped(token)) throw notFound();
  const query = tx
    .select({ request: paymentRequests, bookingNumber: bookings.number, courseTitle: courses.title })
    .from(paymentRequests)
    .innerJoin(bookings, eq(bookings.id, paymentRequests.bookingId))
    .innerJoin(trainings, eq(trainings.id, bookings.trainingId))
    .innerJoin(courses, eq(courses.id, trainings.courseId))
    .where(eq(paymentRequests.tokenHash, tokenHash(token)));
  const [found] = lock ? await query.for("update", { of: paymentRequests }) : await query;
  if (!found) throw notFound();
  return found;
}

/** GET /api/pay/{token} and the pay page: the amount, due date, bank and UPI; nothing about the buyer. */
export async function getPublicRequest(token: string): Promise<PublicPaymentRequest> {
  const { request, bookingNumber, courseTitle } = await findByToken(await getDb(), token);
  return {
    number: request.number,
    amountMinor: Number(request.amountMinor),
    currency: request.currency,
    dueOn: request.dueOn,
    status: request.status,
    bookingNumber,
    courseTitle,
    bank: bankDetails(),
    upiUri: upiUriOf(request, bookingNumber),
  };
}

const fileError = () => new ApiError("bad_request", collectionMessages.file, { fieldErrors: { file: collectionMessages.file } });

/** A proof's file checked by its content: PNG, JPEG or PDF, at most 5 MB (400 otherwise). */
export async function checkProofFile(bytes: Uint8Array): Promise<ProofMime> {
  if (bytes.byteLength === 0 || bytes.byteLength > PROOF_MAX_BYTES) throw fileError();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.mime in proofFileTypes)) throw fileError();
  return type.mime as ProofMime;
}

export interface ProofUpload {
  reference: unknown;
  paidOn: unknown;
  amount: unknown;
  tdsAmount?: unknown;
  tdsSection?: unknown;
  tan?: unknown;
  file: Uint8Array | undefined;
}

/** The fields of a multipart proof (a file part with no bytes is no file: a form sent without choosing one). */
export async function proofOfBody(raw: Buffer, contentType: string | null): Promise<ProofUpload> {
  if (!contentType?.toLowerCase().startsWith("multipart/form-data")) throw new ApiError("bad_request", "Send the proof as multipart/form-data.");
  const form = await formOfBody(raw, contentType);
  const file = form.get("file");
  const bytes = file instanceof Blob && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : undefined;
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return {
    reference: text("reference"),
    paidOn: text("paidOn"),
    amount: text("amount"),
    tdsAmount: text("tdsAmount"),
    tdsSection: text("tdsSection"),
    tan: text("tan"),
    file: bytes,
  };
}

/**
 * POST /api/pay/{token}/proof: the buyer's UTR, date, amount and file. The request becomes proof_submitted and
 * CONTACT_INBOX gets a mail, in one transaction; a paid or cancelled request, or one already waiting for review, 409.
 */
export async function submitProof(token: string, upload: ProofUpload): Promise<{ number: string; status: PaymentRequestRow["status"] }> {
  if (!isTokenShaped(token)) throw notFound();
  const parsed = proofFields.safeParse({
    reference: upload.reference,
    paidOn: upload.paidOn,
    amount: upload.amount,
    tdsAmount: upload.tdsAmount,
    tdsSection: upload.tdsSection,
    tan: upload.tan,
  });
  if (!parsed.success) throw validationError(parsed.error);
  const fields = parsed.data;
  if (fields.paidOn > companyToday())
    throw new ApiError("bad_request", collectionMessages.paidOnFuture, { fieldErrors: { paidOn: collectionMessages.paidOnFuture } });
  const fileType = upload.file ? await checkProofFile(upload.file) : undefined;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { request, bookingNumber } = await findByToken(tx, token, true);
    if (request.status === "paid") throw new ApiError("conflict", collectionMessages.requestPaid);
    if (request.status === "cancelled") throw new ApiError("conflict", collectionMessages.requestCancelled);
    if (request.status === "proof_submitted") throw new ApiError("conflict", collectionMessages.proofWaiting);
    const amountMinor = toMinor(fields.amount, request.currency);
    await tx.insert(paymentProofs).values({
      requestId: request.id,
      reference: fields.reference.toUpperCase(),
      paidOn: fields.paidOn,
      amountMinor,
      currency: request.currency,
      // The TDS the buyer says they deducted: checked against the balance and the 20 % cap when staff approve.
      tdsAmountMinor: fields.tdsAmount === undefined ? null : toMinor(fields.tdsAmount, request.currency),
      tdsSection: fields.tdsSection ?? null,
      tan: fields.tan ?? null,
      fileBytes: upload.file ? Buffer.from(upload.file) : null,
      fileType: fileType ?? null,
      fileSize: upload.file?.byteLength ?? null,
    });
    await tx.update(paymentRequests).set({ status: "proof_submitted" }).where(eq(paymentRequests.id, request.id));
    const inbox = env().CONTACT_INBOX;
    if (inbox) {
      await enqueueMail(
        tx,
        proofReceivedMail(inbox, {
          number: request.number,
          bookingNumber,
          reference: fields.reference.toUpperCase(),
          paidOn: fields.paidOn,
          amount: formatMoneyPlain(amountMinor, request.currency),
          queueUrl: `${env().APP_URL}/admin/payment-proofs`,
        }),
      );
    }
    return { number: request.number, status: "proof_submitted" as const };
  });
}
