// Pieces shared by the public forms (membership, youth school, contact).
import type { SubmissionResult } from "@conform-to/react"
import { useLocation } from "@remix-run/react"
import { useRef, type ReactNode } from "react"
import { Icon } from "~/components/icon"
import { HONEYPOT_FIELD } from "~/utils/honeypot"

/** What a public form's action answers when it does not redirect (400, 429, 500). */
export type PublicFormActionData = { result: SubmissionResult<string[]> }

/**
 * A key for the form that changes when the page is loaded afresh (the redirect after a successful
 * submit), so the form remounts empty; an answer with errors keeps the same form and what was typed.
 */
export function useFreshFormKey(hasActionData: boolean): string {
  const location = useLocation()
  const key = useRef(location.key)
  if (!hasActionData) key.current = location.key
  return key.current
}

/** The form-level message (limit reached, data service failure): first line as the title. */
export function FormAlert({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <div id={id}>
      {errors && errors.length > 0 ? (
        <div
          role="alert"
          className="mb-6 flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900"
        >
          <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{errors[0]}</p>
            {errors.slice(1).map((line) => (
              <p key={line} className="text-sm">
                {line}
              </p>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  )
}

/**
 * The trap for form-filling robots: out of sight, out of the tab order and of assistive
 * technology, never autofilled. People leave it empty.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Não preencha este campo
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** The LGPD notice: what is kept, why, and the holder's rights. */
export function PrivacyNotice({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-md border border-marca-200 bg-marca-50 px-4 py-3 text-sm text-gray-800">
      <p className="font-semibold text-marca-900">Privacidade dos seus dados (LGPD)</p>
      <p className="mt-1">{children}</p>
    </div>
  )
}
