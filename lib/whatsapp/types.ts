// WhatsApp messages (billing-and-delivery.md §6): one template message to one phone in E.164.

export const whatsappTemplates = ["session_reminder", "training_changed", "payment_request", "payment_reminder"] as const;
export type WhatsappTemplate = (typeof whatsappTemplates)[number];

export interface WhatsappMessage {
  /** E.164, e.g. "+919876543210". */
  to: string;
  template: WhatsappTemplate;
  /** What the template names: the course, the time in the training's zone, the amount, the link. */
  variables: Record<string, string>;
  /** The template's text with the variables filled in. */
  body: string;
}

export interface WhatsappProvider {
  readonly name: string;
  send(message: WhatsappMessage): Promise<void>;
}

/** Any failure to hand a message to the provider (the caller falls back to one SMS). */
export class WhatsappDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WhatsappDeliveryError";
  }
}
