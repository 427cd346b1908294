// The role matrix's rows (tests/integration/regras-api-matriz.ts) of an event's places
// (docs/decisions/events.md#places-are-kept-by-pocketbase): an active member or board member signs
// themselves up and cancels their own (a former member cancels, no longer signs up); nobody edits a
// sign-up; the board reads every list. Every logged-in person reads the places taken; the list with
// names is each person's own row and the board's all (a view's list cell says only that rows are
// shown: each member's are their own, the board's everybody's, as its view cell tells).
import type PocketBase from "pocketbase"
import { board, everyone, farDay, type Collection } from "./regras-api-matriz"

export function inscricoesCollections(admin: PocketBase): Record<string, Collection> {
  // An event of its own per sign-up (one sign-up per person and event), far ahead, with places.
  const evento = async () =>
    (
      await admin
        .collection("eventos")
        .create({ titulo: "Evento da matriz", data_evento: farDay(), capacidade: 5 })
    ).id
  return {
    inscricoes: {
      body: async (owner) => ({ evento: await evento(), conta: owner.id }),
      patch: { status: "espera" },
      cells: Object.assign(board("PPP-P", "TTP-P"), { anonimo: "-----", inativo: "PP--P" }),
    },
    inscricoes_vagas: { cells: Object.assign(everyone("TT---"), { anonimo: "-----" }) },
    inscricoes_fila: { cells: Object.assign(board("T----", "TT---"), { anonimo: "-----" }) },
  }
}
