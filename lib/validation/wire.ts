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

/**
 * A form of typed text in front of a body of other shapes: seats typed as text are a number on the wire, an amount
 * typed in rupees is `{amount, currency}`, an empty optional field is not sent. The form's schema checks the text in
 * the product's words, `schema` is the route's body schema as it stands, `encode` is the one mapping from the form's
 * values (and what the page knows, such as the booking's currency) to the body, and `fieldOf` puts the server's
 * errors back on the form's fields. One declaration, both directions; the components convert nothing by hand.
 */
export interface FormWire<Form, FormInput, Body, Context = void> {
  /** The form's schema: text as typed, the cross-field rules included. */
  form: z.ZodType<Form, FormInput>;
  /** The route's body schema (unchanged: it accepts and refuses what the API does). */
  schema: z.ZodType<unknown, Body>;
  /** The form's checked values → the body the API expects. */
  encode(values: Form, context: Context): Body;
  /** An API field path ("price.amount", "instalments.0.amount.amount") → the form field it belongs to. */
  fieldOf(wireName: string): string;
}

/** A list index in an error path ("instalments.0.amount"), written `*` in a FormWire's `fields`. */
const isIndex = (segment: string) => /^\d+$/.test(segment);

/**
 * Declares a FormWire. `fields` names the API paths whose form field is called otherwise (`{ price: "amount" }`,
 * `"instalments.*.amount": "instalments.*.amount"`); the longest path that matches wins, so `price` covers
 * `price.amount` too. Any other API name is the form's own.
 */
export function formWire<Form, FormInput, Body, Context = void>(
  form: z.ZodType<Form, FormInput>,
  schema: z.ZodType<unknown, Body>,
  mapping: { encode(values: Form, context: Context): NoInfer<Body>; fields?: Record<string, string> },
): FormWire<Form, FormInput, Body, Context> {
  const fields = mapping.fields ?? {};
  return {
    form,
    schema,
    encode: mapping.encode,
    fieldOf(wireName) {
      const path = wireName.split(".");
      for (let length = path.length; length > 0; length--) {
        const field =
          fields[
            path
              .slice(0, length)
              .map((segment) => (isIndex(segment) ? "*" : segment))
              .join(".")
          ];
        if (field === undefined) continue;
        const indexes = path.slice(0, length).filter(isIndex);
        return field.replace(/\*/g, () => indexes.shift() ?? "*");
      }
      return wireName;
    },
  };
}

/** Typed text → the value the wire carries (the form's schema has checked the text first). */
export const fromText = {
  /** "3" → 3: seats, uses, a percent. */
  count: (text: string): number => Number(text),
  /** "25000.50" in a currency → the API's money `{amount, currency}`; lib/money turns it into minor units, once, on the server. */
  money: (text: string, currency: string): { amount: number; currency: string } => ({ amount: Number(text), currency }),
  /** An optional field: empty text is not sent, else its value (the text itself, or `value` of it). */
  optional<T = string>(text: string, value: (text: string) => T = (t) => t as T): T | undefined {
    return text === "" ? undefined : value(text);
  },
};
