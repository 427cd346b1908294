// The president's two intents on /painel/associados/importar: 'enviar' reads the spreadsheet and
// stores its rows as a draft import (303 to its preview, or 400 beside the file field), 'importar'
// makes the preview's valid rows members, all or none (303 with how many). The route keeps the
// guard and hands the POST to their table, importacaoIntents
// (docs/decisions/members.md#members-move-in-from-a-spreadsheet).
import { PlanilhaInvalidaError, readPlanilha } from "./importacao-arquivo.server"
import { importarPlanilhaForm } from "./importacao.forms"
import { createImportacao, importImportacao, PreviaDesatualizadaError } from "./importacao.server"
import type { importarPlanilhaSchema } from "./importacao.schema"
import { intent, type IntentInput } from "~/panel/intents.server"
import { z } from "~/forms/zod"
import {
  ClientResponseError,
  failedWrite,
  isNotFound,
  refusedWriteOr,
  RefusedWriteError,
} from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"
import { plural } from "~/utils/format"

const IMPORTAR_PAGE = "/painel/associados/importar"

/** The import's preview. */
const previewAddress = (id: string) => `${IMPORTAR_PAGE}?id=${encodeURIComponent(id)}`

/** 'Enviar planilha': the file's rows stored as a draft import, then its preview. */
async function uploadPlanilha({ value, refuse, user }: IntentInput<typeof importarPlanilhaSchema>) {
  const { arquivo } = value
  let linhas
  try {
    linhas = await readPlanilha(new Uint8Array(await arquivo.arrayBuffer()))
  } catch (error) {
    if (!(error instanceof PlanilhaInvalidaError)) throw error
    return refuse({ fieldErrors: { arquivo: [error.message] } })
  }
  try {
    const id = await createImportacao(user.token, arquivo.name, linhas)
    return redirectWithToast(previewAddress(id), {
      type: "success",
      title: `Planilha lida: ${plural(linhas.length, "linha", "linhas")}.`,
    })
  } catch (error) {
    const refused = refusedWriteOr(error)
    if (refused instanceof RefusedWriteError) {
      return refuse({ fieldErrors: { arquivo: [refused.message] } })
    }
    console.error("Falha ao guardar a planilha de associados:", errorMessage(error))
    const formErrors = ["Ocorreu um erro ao ler a planilha. Tente novamente."]
    return refuse({ formErrors }, failedWrite(error))
  }
}

/**
 * What 'Importar' sends: the import (a missing one is answered as not found) and whether to welcome
 * the new members by e-mail ('sim').
 */
const importarSchema = z.object({ id: z.string().optional(), boas_vindas: z.string().optional() })

/** 'Importar': the preview's valid rows made members in one transaction. */
async function importPlanilha({ value, user }: IntentInput<typeof importarSchema>) {
  const { id, boas_vindas } = value
  if (!id) return redirectWithToast(IMPORTAR_PAGE, { type: "error", title: "Importação não encontrada." })
  const back = previewAddress(id)
  try {
    const { importados, emails } = await importImportacao(user.token, id, boas_vindas === "sim")
    return redirectWithToast(back, {
      type: "success",
      title: `${plural(importados, "associado importado", "associados importados")}.`,
      ...(emails > 0
        ? { description: `${plural(emails, "e-mail", "e-mails")} de boas-vindas na fila de envio.` }
        : {}),
    })
  } catch (error) {
    if (error instanceof PreviaDesatualizadaError) {
      return redirectWithToast(back, {
        type: "error",
        title: "Nada foi importado: há pessoas cadastradas desde a prévia.",
        description: "A prévia foi atualizada. Confira as linhas e importe de novo.",
      })
    }
    if (isNotFound(error))
      return redirectWithToast(IMPORTAR_PAGE, { type: "error", title: "Importação não encontrada." })
    // Refused as it stands (imported already): PocketBase's message says why.
    if (error instanceof ClientResponseError && error.status === 400) {
      return redirectWithToast(back, { type: "error", title: error.message })
    }
    console.error("Falha ao importar associados:", errorMessage(error))
    return redirectWithToast(back, {
      type: "error",
      title: "Não foi possível importar os associados: nada foi importado. Tente novamente.",
    })
  }
}

/** The import page's intents (app/panel/intents.server.ts). */
export const importacaoIntents = {
  enviar: intent({ form: importarPlanilhaForm, run: uploadPlanilha }),
  importar: intent({ form: importarSchema, run: importPlanilha }),
}
