// The frame of a panel page where a file is sent and then shown before anything is done with it
// (the bank statement's OFX, the members' spreadsheet): the way back, the title, and either the
// upload form or the preview with a link to send another file.
import { getFormProps, type FormMetadata } from "@conform-to/react"
import { Form, Link } from "@remix-run/react"
import { BackLink } from "~/components/ui/button"
import type { ReactNode } from "react"
import { ErrorSummary, useActionToErrors } from "~/components/ui/error-summary"

const link = "font-semibold text-marca-800 underline hover:text-marca-950"

export function UploadPage({
  back,
  title,
  preview,
  another,
  children,
}: {
  /** Where the page was opened from: its address and its link's text. */
  back: { to: string; label: string }
  /** The title while sending, and once the file's preview is shown. */
  title: { upload: string; preview: string }
  /** The sent file's preview, or null while none is open. */
  preview: ReactNode | null
  /** The link under the preview to send another file. */
  another: { to: string; label: string }
  /** The upload form and what goes with it. */
  children: ReactNode
}) {
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-marca-900">{preview ? title.preview : title.upload}</h1>
      {preview ? (
        <>
          {preview}
          <p className="mt-8">
            <Link to={another.to} className={link}>
              {another.label}
            </Link>
          </p>
        </>
      ) : (
        children
      )}
    </>
  )
}

/**
 * The upload form: posted as multipart (the file), its form-wide message first, then `children`
 * (the file's field, its notes, the button with its intent).
 */
export function UploadForm<Schema extends Record<string, unknown>>({
  form,
  children,
}: {
  form: FormMetadata<Schema, string[]>
  children: ReactNode
}) {
  return (
    <Form
      method="post"
      action={useActionToErrors(form.id)}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-4 grid max-w-xl gap-4"
    >
      <ErrorSummary form={form} fields={children} />
      {children}
    </Form>
  )
}
