import { isRouteErrorResponse } from "@remix-run/react"

/** The 400 readFormData throws (a body that is no form), with its message; null for anything else. */
export function formUnreadableMessage(error: unknown): string | null {
  return isRouteErrorResponse(error) && error.status === 400 && typeof error.data === "string"
    ? error.data
    : null
}

/** A POST whose body could not be read as a form: what to do, nothing of the page. */
export function FormUnreadable({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-8 text-center">
      <h1 className="text-2xl font-bold text-red-900">Envio não lido</h1>
      <p className="mt-2 text-red-800">{message}</p>
    </div>
  )
}
