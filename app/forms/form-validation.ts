// What a form's page loads after it is shown, to validate in the browser: conform's zod parser
// (with zod itself and the form's schema, which the page imports the same way). Kept out of the
// page's first scripts, it costs the first paint nothing (docs/decisions/scripts-and-hydration.md#form-validation-loads-after-the-page-is-shown).
import { parseWithZod } from "@conform-to/zod/v4"
import type { z } from "~/forms/zod"

/** The form's validation in the browser: the same parse the action runs. */
export function validatorOf<Schema extends z.ZodObject>(schema: Schema) {
  return (formData: FormData) => parseWithZod(formData, { schema })
}
