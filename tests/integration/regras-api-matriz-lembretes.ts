// The role matrix's rows (tests/integration/regras-api-matriz.ts) of the dues reminders, the daily
// jobs' runs and the open dues to remind: PocketBase's job and routes write them, the finance roles
// read them (docs/decisions/dues-and-pix.md#reminders-go-out-once-each).
import type PocketBase from "pocketbase"
import { everyone, farDay, type Collection } from "./regras-api-matriz"
import { DUES_READERS } from "./regras-api-matriz-pareceres"

// Built when the rows are (the matrix imports this module before its own helpers exist).
const financeRead = () => ({
  ...everyone("-----"),
  conselho: "TT---",
  financeiro: "TT---",
  presidente: "TT---",
})

export function lembretesCollections(admin: PocketBase): Record<string, Collection> {
  return {
    lembretes: {
      body: async (owner) => {
        const due = await admin.collection("mensalidades").create({
          descricao: "Mensalidade",
          data_vencimento: farDay(),
          valor: 50,
          status: "pendente",
          associado_id: owner.id,
        })
        return { mensalidade: due.id, associado: owner.id, tipo: "manual", status: "enviado" }
      },
      patch: { status: "falhou" },
      // Each person reads the reminders sent to them (their 'Meus dados').
      cells: { ...everyone("PP---"), ...DUES_READERS, financeiro: "TT---" },
    },
    // The board reads them too: the e-mail queue's runs show beside the announcements.
    execucoes: {
      body: () => ({ tarefa: "lembretes", inicio: farDay() }),
      patch: { tarefa: "outra" },
      cells: { ...financeRead(), diretoria: "TT---" },
    },
    // A view: the open dues the rows above and the dues' rows leave.
    mensalidades_em_aberto: { cells: financeRead() },
  }
}
