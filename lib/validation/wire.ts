import { z } from "zod";

/**
 * Product words inside, the legacy contract's names on the wire. A form validates with the product schema
 * (fields named title, summary…), the browser encodes the values into the API's names before sending
 * (courseTitle, courseSmlDesc…), and the route reads the body through `schema`, which accepts the API's
 * names, reports problems under them, and hands the domain product words. One declaration, both directions.
 */
export interface Wire<Product extends Record<string, unknown>, ProductInput, WireInput> {
  /** The form's schema: product words in and out, the cross-field rules included. */
  form: z.ZodType<Product, ProductInput>;
  /** The body schema of the route: API names in, product words out. */
  schema: z.ZodType<Product, WireInput>;
  /** Product values → the body the API expects (the browser, before sending). */
  encode(values: Partial<Record<keyof Product, unknown>>): WireInput;
  /** An API field name → the form field it belongs to (server errors onto form fields). */
  fieldOf(wireName: string): string;
}

/** A field whose value itself takes another shape on the wire (e.g. a nested structure with the legacy names). */
export interface FieldCodec<Product> {
  /** Reads the wire's value and answers the product's (problems are reported under the wire's paths). */
  schema: z.ZodType<Product>;
  /** The product's value as the wire carries it. */
  encode(value: Product): unknown;
}
type Codecs<S extends z.ZodRawShape> = { [K in keyof S]?: FieldCodec<NonNullable<z.output<S[K]>>> };

type WireShape<S extends z.ZodRawShape, N, C> = {
  [K in keyof S as K extends keyof N ? (N[K] extends string ? N[K] : K) : K]: K extends keyof C
    ? C[K] extends FieldCodec<unknown>
      ? C[K]["schema"]
      : S[K]
    : S[K];
};

export interface WireRules<Product> {
  /** Rules across fields, written in product words; their problems are reported under the API's names. */
  check(value: Product, issue: (field: keyof Product & string, message: string) => void): void;
}

export function wire<S extends z.ZodRawShape, const N extends { [K in keyof S]?: string }, C extends Codecs<S> = Record<never, never>>(
  product: z.ZodObject<S>,
  names: N,
  rules?: WireRules<z.output<z.ZodObject<S>>>,
  codecs?: C,
): Wire<z.output<z.ZodObject<S>>, z.input<z.ZodObject<S>>, z.input<z.ZodObject<WireShape<S, N, C>>>> {
  type Product = z.output<z.ZodObject<S>>;
  type WireInput = z.input<z.ZodObject<WireShape<S, N, C>>>;
  const codecOf = (field: string) => (codecs as Record<string, FieldCodec<unknown> | undefined> | undefined)?.[field];
  const toWire = (field: string) => (names as Record<string, string | undefined>)[field] ?? field;
  const fromWire = new Map(Object.keys(product.shape).map((field) => [toWire(field), field]));
  const rename = (value: Record<string, unknown>, map: (key: string) => string) =>
    Object.fromEntries(Object.entries(value).map(([key, inner]) => [map(key), inner]));

  const wireField = (field: string, schema: z.ZodType) => {
    const codec = codecOf(field);
    if (!codec) return schema;
    // An optional or defaulted field stays so on the wire: absent gives the product's own default.
    const absent = schema.safeParse(undefined);
    return absent.success ? codec.schema.optional().transform((value) => (value === undefined ? absent.data : value)) : codec.schema;
  };
  const wireObject = z.object(
    Object.fromEntries(Object.entries(product.shape).map(([field, schema]) => [toWire(field), wireField(field, schema as z.ZodType)])) as WireShape<S, N, C>,
  );
  let schema = wireObject.transform((value) => rename(value as Record<string, unknown>, (key) => fromWire.get(key) ?? key) as Product);
  if (rules) {
    schema = schema.superRefine((value, ctx) =>
      rules.check(value, (field, message) => ctx.addIssue({ code: "custom", path: [toWire(field)], message })),
    ) as typeof schema;
  }
  const form = rules
    ? product.superRefine((value, ctx) => rules.check(value, (field, message) => ctx.addIssue({ code: "custom", path: [field], message })))
    : product;
  return {
    form,
    schema: schema as unknown as z.ZodType<Product, WireInput>,
    encode: (values) =>
      Object.fromEntries(
        Object.entries(values as Record<string, unknown>).map(([field, value]) => {
          const codec = codecOf(field);
          return [toWire(field), codec && value !== undefined ? codec.encode(value) : value];
        }),
      ) as WireInput,
    fieldOf: (wireName) => fromWire.get(wireName) ?? wireName,
  };
}
