import type { AuditAction } from "../validation/audit";

/** One change as the audit log shows it: who, what, when, and the record before and after. */
export interface AuditRecord {
  id: number;
  action: AuditAction;
  entity: string;
  entityId: string;
  /** null when the change was not made by an account, or the account is gone. */
  actor: { id: string; name: string; email: string } | null;
  /** The record as it was (JSON), null for a creation. */
  before: unknown;
  /** The record as it became (JSON), null for a deletion. */
  after: unknown;
  createdAt: Date;
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  /** Entries older than this id (paging back). */
  before?: number;
  /** 100 when not given; at least 1, at most 500. */
  limit?: number;
}
