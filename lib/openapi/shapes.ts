// Building blocks for the OpenAPI document, shared by every feature's paths.
export type Json = Record<string, unknown>;

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const envelope = (data?: Json): Json => ({
  type: "object",
  required: ["success", "message"],
  properties: { success: { type: "boolean" }, message: { type: "string" }, ...(data ? { data } : {}) },
});
export const jsonContent = (schema: Json) => ({ "application/json": { schema } });
export const response = (description: string, data?: Json) => ({ description, content: jsonContent(envelope(data)) });
export const errorResponse = (description: string) => ({ description, content: jsonContent(ref("Error")) });
export const jsonBody = (schema: Json) => ({ required: true, content: jsonContent(schema) });
export const pathParam = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });
export const signedIn = [{ bearer: [] }, { cookie: [] }];
