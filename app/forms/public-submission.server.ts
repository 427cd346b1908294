// The one way the public forms (membership, youth school, contact) handle a POST: honeypot, the
// shared zod schema, double-submit guard, per-client limit, then the model; Post/Redirect/Get with
// the success message as a flash toast, and every typed value kept on any failure. Each form's
// settings (its form definition, save, messages) live in its route module, beside its action.
import { data } from "@remix-run/node"
import type { z } from "zod"
import type { FormSchema, ReadyForm } from "~/forms/define-form"
import { recentSubmissions } from "~/forms/duplicate-guard.server"
import { errorMessage } from "~/utils/errors"
import { isHoneypotFilled } from "~/forms/honeypot"
import { failedWrite } from "~/http/pocketbase.server"
import { clientKey, formRateLimiter } from "~/http/rate-limit.server"
import { redirectWithToast, type Toast } from "~/http/toast.server"
import { parseForm } from "~/forms/submission.server"
import { readFormData } from "~/forms/form-data.server"

export const LIMITE_ENVIOS_MENSAGEM =
  "Você enviou muitas solicitações em pouco tempo. Aguarde alguns minutos e tente novamente."

export type PublicSubmission<Schema extends FormSchema> = {
  /** Names the form in the per-client limit and the double-submit guard. */
  name: string
  /** The form's definition (its feature's `*.forms.ts`), whose schema parses the POST. */
  form: ReadyForm<string, Schema>
  save: (value: z.output<Schema>) => Promise<void>
  /** Where the success lands (the page's top, where the flash message shows). */
  redirectTo: string
  success: Toast
  /** Shown above the form when the data service fails (first line as the title). */
  failure: string[]
}

class LimitExceeded extends Error {}

export async function handlePublicSubmission<Schema extends FormSchema>(
  request: Request,
  form: PublicSubmission<Schema>,
) {
  const formData = await readFormData(request)
  // A robot: answer exactly like a success, store nothing.
  if (isHoneypotFilled(formData)) return redirectWithToast(form.redirectTo, form.success)

  const submission = await parseForm(formData, form.form)
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 })
  }

  // The same content again (double click, resent POST) is not stored again: it gets the answer the
  // first got, even if it arrives while the first is still being stored. Only new content counts
  // against the client's limit.
  try {
    await recentSubmissions.once([form.name, submission.value], async () => {
      if (!formRateLimiter().hit(`${form.name}:${clientKey(request)}`)) throw new LimitExceeded()
      await form.save(submission.value)
    })
  } catch (error) {
    if (error instanceof LimitExceeded) {
      return data({ result: submission.reply({ formErrors: [LIMITE_ENVIOS_MENSAGEM] }) }, { status: 429 })
    }
    console.error(`Falha ao gravar o formulário ${form.name}:`, errorMessage(error))
    // Everything typed comes back with the message; an outage says when to try again.
    return data({ result: submission.reply({ formErrors: form.failure }) }, failedWrite(error))
  }
  return redirectWithToast(form.redirectTo, form.success)
}
