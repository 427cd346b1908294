// The role matrix's rows (tests/integration/regras-api-matriz.ts) of the board's announcements:
// those for everybody are read by the active members and the board, those for the board by the
// board only; the board publishes, nobody edits or deletes one; each person marks their own as
// read, if it is addressed to them, and reads only their own marks
// (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue).
import type PocketBase from "pocketbase"
import { board, everyone, type Collection } from "./regras-api-matriz"

let serial = 0
const comunicado = (publico: "todos" | "diretoria") => () => ({
  titulo: `Comunicado ${++serial}`,
  texto: "Texto do comunicado.",
  publico,
})

export function comunicadosCollections(admin: PocketBase): Record<string, Collection> {
  // Built when the rows are (the matrix imports this module before its helpers exist).
  const readers = (cells: string) =>
    Object.assign(board("-----", "TTT--"), { associado: cells, conselho: cells })
  return {
    comunicados: {
      body: comunicado("todos"),
      patch: { titulo: "Outro título" },
      cells: readers("TT---"),
    },
    "comunicados: só da diretoria": {
      collection: "comunicados",
      body: comunicado("diretoria"),
      patch: { titulo: "Outro título" },
      cells: readers("-----"),
    },
    comunicados_lidos: {
      // Each mark is of an announcement of its own (one mark per person and announcement).
      body: async (owner) => ({
        comunicado: (await admin.collection("comunicados").create(comunicado("todos")())).id,
        conta: owner.id,
      }),
      patch: { conta: "" },
      cells: Object.assign(everyone("PPP--"), { anonimo: "-----", inativo: "PP---" }),
    },
  }
}
