// A form's one definition: its id and how to get its zod schema, exported by its feature from a
// `<name>.forms.ts` beside the `<name>.schema.ts` it loads, and used in three places that must agree:
// - the loader sends its constraints: `forms: await sendForms(pagarForm, ...)`;
// - the action parses with its schema: `await parseForm(formData, pagarForm)`;
// - the component validates with it: `useSchemaForm(pagarForm, forms, {...})`, where `forms` is
//   the loader's, passed down as a prop typed `SentForms<typeof pagarForm>`.
// A form the loader does not send, or a definition of another schema, is a type error, not a page
// that fails when opened. The schema is only ever imported on demand, so this module (and every
// component using it) carries no zod to the browser's first scripts
// (docs/decisions/scripts-and-hydration.md#form-validation-loads-after-the-page-is-shown).
import type { FormConstraint } from "~/forms/submission.server"
import type { z } from "~/forms/zod"

/** A form's schema: conform's forms are objects (refinements included). */
export type FormSchema = z.ZodObject

export type FormDefinition<Id extends string, Schema extends FormSchema, Params = void> = {
  /** Names the form among its page's forms (the key of the loader's `forms`). */
  readonly id: Id
  /** The schema, imported when asked for: by the browser after the page is shown. */
  readonly load: (params: Params) => Promise<Schema>
  /** The same form with its parameters given (the spaces and São Paulo's day for a reservation). */
  readonly with: (params: Params) => ReadyForm<Id, Schema>
}

/** A form whose schema needs nothing more: what the loader, the action and the component take. */
export type ReadyForm<Id extends string = string, Schema extends FormSchema = FormSchema> = FormDefinition<
  Id,
  Schema,
  void
>

/** The constraints a loader sends for the forms `Forms` (one definition or a union), by id. */
export type SentForms<Forms extends { readonly id: string }> = {
  readonly [Id in Forms["id"]]: FormConstraint
}

/**
 * Defines a form. `load` imports the schema module on demand, never at the top of a module:
 * `load: () => import("./pagar.schema").then((module) => module.pagarSchema)`. A schema built from
 * values known only on the request takes them as `load`'s parameter; the loader, the action and the
 * component then use `form.with(params)`.
 */
export function defineForm<const Id extends string, Schema extends FormSchema, Params = void>(definition: {
  id: Id
  load: (params: Params) => Promise<Schema>
}): FormDefinition<Id, Schema, Params> {
  const { id, load } = definition
  const ready = (params: Params): ReadyForm<Id, Schema> => {
    const bound: ReadyForm<Id, Schema> = { id, load: () => load(params), with: () => bound }
    return bound
  }
  return { id, load, with: ready }
}
