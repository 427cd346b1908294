// The members' list filter, read from the address by /painel/associados and its CSV alike.
import type { AssociadoStatus } from "@veteranos/domain/associados"
import { readSearch } from "~/utils/list-params"

/**
 * The list's filter from its address: active members by default, ?status=inativo, or
 * ?status=todos; `aba` is the tab's name.
 */
export function readAssociadoFiltro(params: URLSearchParams) {
  const aba = params.get("status")
  const status: AssociadoStatus | null = aba === "todos" ? null : aba === "inativo" ? "inativo" : "ativo"
  return { status, q: readSearch(params), aba: status ?? "todos" }
}
