// Every panel page's POST names an `intent`; the page's action hands its form to one table,
// intent → { capability, form or schema, run }, so each intent is parsed by a zod schema before it
// runs, taken only by the roles its capability allows, and an intent the table lacks is answered
// 400 with nothing changed (docs/decisions/forms.md#every-panel-change-is-an-intent). A grave change
// PocketBase refuses until its author re-confirms is answered with the re-confirmation page
// (reconfirmacao.server.ts; docs/decisions/two-step-login.md#re-confirmation).
import type { SubmissionResult } from "@conform-to/react"
import { data } from "@remix-run/node"
import type { Capability } from "~/auth/permissions"
import { requireCapability, type PanelUser } from "~/auth/guards.server"
import type { FormSchema, ReadyForm } from "~/forms/define-form"
import { ECHO_LIMIT, parseForm, parseSubmission } from "~/forms/submission.server"
import { isReconfirmationRequired, redirectToReconfirm } from "~/panel/reconfirmacao.server"
import type { z } from "~/forms/zod"
import { forgetVerifiedUser } from "~/auth/guards.server"

/** What an intent's `run` is given: the parsed values, their submission (for `reply`), who and what. */
export type IntentInput<Schema extends FormSchema> = {
  value: z.output<Schema>
  /**
   * The form sent back refused after its schema accepted it (PocketBase said no): its errors
   * (`{ fieldErrors }`, `{ formErrors }`) beside what was typed, 400 or the failure's status.
   */
  refuse: (options: ReplyOptions<Schema>, init?: number | ResponseInit) => ReturnType<typeof refusedForm>
  user: PanelUser
  request: Request
  formData: FormData
}

type ReplyOptions<Schema extends FormSchema> = Parameters<
  ReturnType<typeof parseSubmission<Schema>>["reply"]
>[0]

type IntentSpec<Schema extends FormSchema = FormSchema, Result = unknown> = {
  /** What the role must be able to do beyond opening the page (permissions.ts). */
  capability?: Capability
  /**
   * A visible form (its definition, so a refusal shows beside its fields), or the schema of what a
   * button sends (an id, a choice), whose refusal is the unknown intent's answer.
   */
  form: ReadyForm<string, Schema> | Schema
  /** Fields a refusal never sends back (passwords): the rest of what was typed is kept. */
  hideFields?: string[]
  run: (input: IntentInput<Schema>) => Promise<Result>
}

/** One entry of a page's table, typed from its form: `run` gets that form's values. */
export function intent<Schema extends FormSchema, Result>(spec: IntentSpec<Schema, Result>) {
  return spec
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own schema
type AnyIntentSpec = IntentSpec<any, unknown>

/** The intent names a page's table takes: what its buttons may send (`value={... satisfies IntentOf<...>}`). */
export type IntentOf<Table extends Record<string, AnyIntentSpec>> = Extract<keyof Table, string>

type ResultOf<Table extends Record<string, AnyIntentSpec>> = Awaited<ReturnType<Table[keyof Table]["run"]>>

/** The answer to an intent the page does not take, or sent with values no page of the site sends. */
export function unknownIntent(intent: FormDataEntryValue | null) {
  return data(
    { erro: "Ação desconhecida.", intent: typeof intent === "string" ? intent.slice(0, ECHO_LIMIT) : null },
    { status: 400 },
  )
}

const isReadyForm = (form: AnyIntentSpec["form"]): form is ReadyForm => "load" in form

/**
 * Runs the intent `formData` names from `table`, after the page's guard (hence `user`): 403 without
 * its capability, 400 with the form's errors and values when its schema refuses them, 303 to the
 * re-confirmation page when PocketBase asks for one (the intent's `run` lets that refusal through).
 */
export async function dispatchIntent<Table extends Record<string, AnyIntentSpec>>(
  request: Request,
  user: PanelUser,
  formData: FormData,
  table: Table,
): Promise<
  | ResultOf<Table>
  | ReturnType<typeof unknownIntent>
  | ReturnType<typeof refusedForm>
  | Awaited<ReturnType<typeof redirectToReconfirm>>
> {
  const sent = formData.get("intent")
  const name = typeof sent === "string" ? sent : ""
  const spec = Object.hasOwn(table, name) ? table[name] : undefined
  if (!spec) return unknownIntent(sent)
  if (spec.capability) requireCapability(user, spec.capability)
  const submission = isReadyForm(spec.form)
    ? await parseForm(formData, spec.form)
    : parseSubmission(formData, spec.form)
  if (submission.status !== "success") {
    const reply = submission.reply({ hideFields: spec.hideFields })
    return isReadyForm(spec.form) ? refusedForm(name, reply) : unknownIntent(name)
  }
  try {
    const result = (await spec.run({
      value: submission.value,
      refuse: (options, init) =>
        refusedForm(name, submission.reply({ hideFields: spec.hideFields, ...options }), init),
      user,
      request,
      formData,
    })) as ResultOf<Table>
    forgetVerifiedUser(request)
    return result
  } catch (error) {
    if (isReconfirmationRequired(error)) return redirectToReconfirm(request)
    throw error
  }
}

/**
 * A form sent back with its errors and what was typed, named by its intent (useActionResult):
 * 400, nothing changed.
 */
function refusedForm(intent: string, result: SubmissionResult<string[]>, init: number | ResponseInit = 400) {
  return data({ result, intent }, typeof init === "number" ? { status: init } : init)
}
