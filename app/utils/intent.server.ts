import { data } from "@remix-run/node"

/**
 * The answer to a panel POST whose `intent` the page does not handle: 400 and nothing changed. Each
 * page's action runs its requireRole first, so a POST without the role never gets this far.
 */
export function unknownIntent(intent: FormDataEntryValue | null) {
  return data(
    { erro: "Ação desconhecida.", intent: typeof intent === "string" ? intent : null },
    { status: 400 },
  )
}
