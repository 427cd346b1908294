// The role matrix's row (tests/integration/regras-api-matriz.ts) of the e-mail queue: PocketBase
// alone writes and reads it, through its own routes and job
// (docs/decisions/e-mail-and-activity-log.md#e-mail-goes-out-through-a-queue).
import { everyone, type Collection } from "./regras-api-matriz"

// One e-mail of a kind about a record per person: each row the matrix makes is about another record.
let referencia = 0

export function enviosCollections(): Record<string, Collection> {
  return {
    envios: {
      body: (owner) => ({
        tipo: "comunicado",
        referencia: `r${++referencia}`,
        conta: owner.id,
        status: "pendente",
      }),
      patch: { status: "enviado" },
      cells: everyone("-----"),
    },
  }
}
