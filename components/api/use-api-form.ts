"use client";
import { useCallback, useRef } from "react";
import { get, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { notify } from "@/components/ui/toaster";
import { GENERIC_FAILURE, messageOf, type ApiAnswer } from "./client";

/** A zod schema, or a declaration of form ↔ wire (lib/validation/wire.ts: Wire or FormWire): its form schema, and API names mapped back to fields. */
type Mapped<In, Out> = { form: z.ZodType<Out, In>; fieldOf(wireName: string): string };
type Schema<In, Out> = z.ZodType<Out, In> | Mapped<In, Out>;

interface Options<In extends FieldValues, Out, D> {
  /**
   * The form's schema (the one the route shares), or a Wire: its form schema, and API names mapped back to
   * fields. Or a loader of either (`() => import(...)`), for the public pages' forms: the schema and zod (45 KB
   * of first-load JavaScript) then load when the form is first focused or checked, not with the page.
   */
  schema: Schema<In, Out> | (() => Promise<Schema<In, Out>>);
  defaultValues: DefaultValues<In>;
  /** Sends the validated values; answers the API's answer. */
  send: (values: Out) => Promise<ApiAnswer<D>>;
  /** After a success (the success toast has been shown). */
  onSuccess?: (answer: ApiAnswer<D>, values: Out) => void | Promise<void>;
  /** After a failure (the server's field errors are on the fields and its message is in the toast). */
  onFailure?: (answer: ApiAnswer<D>, values: Out) => void;
  /** The toast after a success: the server's message, else this text (default "Saved."); false for none. */
  successToast?: string | false;
  /** The toast when the server says nothing (spec §8's fallbacks). */
  failureMessage?: string;
  /** Whose words a refusal's toast uses: the server's message whenever it sends one (default), or only on a 400 (spec §8), else `failureMessage`. */
  serverMessages?: "all" | "400";
  /** API field names that the form calls otherwise (`{ npassword: "newPassword" }`), for the server's errors. */
  apiFields?: Record<string, Path<In>>;
}

const isWire = <Out, In>(schema: unknown): schema is Mapped<In, Out> => typeof schema === "object" && schema !== null && "fieldOf" in schema;

/** The zod resolver, loaded with the first check of any form (it brings zod's core). */
const loadZodResolver = () => import("@hookform/resolvers/zod").then((module) => module.zodResolver);

/**
 * Every form and dialog: react-hook-form validated by the shared zod schema, one submit that calls the API,
 * the server's `errors` put on their fields, and one toast (which replaces the earlier one, spec §8).
 */
export function useApiForm<In extends FieldValues, Out, D = unknown>(options: Options<In, Out, D>) {
  const source = options.schema;
  const loaded = useRef<Schema<In, Out> | undefined>(typeof source === "function" ? undefined : source);
  const load = useCallback(async () => (loaded.current ??= typeof source === "function" ? await source() : source), [source]);
  const resolver: Resolver<In, unknown, Out> = async (values, context, resolverOptions) => {
    const [schema, zodResolver] = await Promise.all([load(), loadZodResolver()]);
    const formSchema = isWire<Out, In>(schema) ? schema.form : schema;
    return (zodResolver(formSchema as never) as unknown as Resolver<In, unknown, Out>)(values, context, resolverOptions);
  };
  const form = useForm<In, unknown, Out>({ resolver, defaultValues: options.defaultValues });
  /** Starts loading the checks (for `onFocus` of a form whose schema is a loader), so the first check doesn't wait. */
  const prefetch = useCallback(() => void Promise.all([load(), loadZodResolver()]), [load]);

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await options.send(values);
    if (answer.ok) {
      if (options.successToast !== false) notify(messageOf(answer, options.successToast ?? "Saved."), "success");
      await options.onSuccess?.(answer, values);
      return;
    }
    const schema = await load();
    const wire = isWire<Out, In>(schema) ? schema : undefined;
    for (const [field, message] of Object.entries(answer.errors)) {
      const name = options.apiFields?.[field] ?? (wire ? wire.fieldOf(field) : field);
      // A field of the form, nested ones ("instalments.1.amount") included.
      if (name in (form.getValues() as object) || form.getValues(name as Path<In>) !== undefined) form.setError(name as Path<In>, { message });
    }
    const fallback = options.failureMessage ?? GENERIC_FAILURE;
    notify(options.serverMessages === "400" && answer.status !== 400 ? fallback : messageOf(answer, fallback), "error");
    options.onFailure?.(answer, values);
  });

  /** An input's props, named once: registered, with its error (nested names such as "instalments.0.amount" included). */
  const field = (name: Path<In>) => ({ ...form.register(name), error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message });

  return { ...form, onSubmit, prefetch, field, isSubmitting: form.formState.isSubmitting };
}
