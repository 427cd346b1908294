// The general assembly's steps after its draft, each one of PocketBase's own routes
// (docs/decisions/general-assembly.md#an-assembly-moves-forward-only-through-pocketbases-routes),
// called with the person's own token so PocketBase checks who may take the step and whether the
// assembly's state allows it, in one transaction. A refusal (400, 403, 404, 409) comes back as
// AssembleiaRecusadaError with PocketBase's Portuguese reason ('O estatuto exige 10 dias de
// antecedência: ...'), for the page to show as it says.
import type { FormaVoto } from "./assembleias"
import { ClientResponseError, createPocketBase } from "~/http/pocketbase.server"
import { apiPath, type RotaApi } from "@veteranos/domain/rotas-api"

/** PocketBase refused the step; `message` is its reason, in Portuguese. */
export class AssembleiaRecusadaError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = "AssembleiaRecusadaError"
  }
}

const RECUSAS = [400, 403, 404, 409]

/** One of PocketBase's own routes with the person's token; a refusal throws AssembleiaRecusadaError. */
export async function callRoute(
  token: string,
  rota: RotaApi,
  id: string,
  body: Record<string, unknown> = {},
): Promise<{ ok: true } & Record<string, unknown>> {
  try {
    return await createPocketBase(token).send(apiPath(rota, id), { method: "POST", body })
  } catch (error) {
    if (error instanceof ClientResponseError && RECUSAS.includes(error.status)) {
      const message = error.response?.message
      throw new AssembleiaRecusadaError(
        typeof message === "string" && message ? message : "Não foi possível concluir a ação.",
        error.status,
      )
    }
    throw error
  }
}

/** 'Publicar edital': the draft becomes the notice, frozen; refused before the statute's lead time. */
export function publishAssembleia(token: string, id: string) {
  return callRoute(token, "publishAssembleia", id)
}

/** 'Cancelar assembleia': a published notice is cancelled, with its reason e-mailed. */
export function cancelAssembleia(token: string, id: string, motivo: string) {
  return callRoute(token, "cancelAssembleia", id, { motivo })
}

/** 'Abrir assembleia': from the first call's day, freezes who is able to vote. */
export function openAssembleia(token: string, id: string) {
  return callRoute(token, "openAssembleia", id)
}

/** Marks `associado` (an account id) present, or undoes a mistaken mark with `presente: false`. */
export function markPresenca(token: string, id: string, associado: string, presente = true) {
  return callRoute(token, "markPresenca", id, presente ? { associado } : { associado, presente: false })
}

/** Starts the votes: PocketBase decides the call (chamadaOf) or refuses without the quorum. */
export function installAssembleia(token: string, id: string) {
  return callRoute(token, "installAssembleia", id)
}

export type Votos = { forma: FormaVoto; a_favor?: number; contra?: number; abstencoes?: number }

/** An agenda item's vote (`item` is its id); may be recorded again until the assembly closes. */
export function voteItem(token: string, item: string, votos: Votos) {
  return callRoute(token, "voteItem", item, votos)
}

/** The secretary's notes under an item, for the minutes. */
export function noteItem(token: string, item: string, observacoes: string) {
  return callRoute(token, "noteItem", item, { observacoes })
}

/** 'Encerrar assembleia': final; nothing about it changes afterwards. */
export function closeAssembleia(token: string, id: string) {
  return callRoute(token, "closeAssembleia", id)
}
