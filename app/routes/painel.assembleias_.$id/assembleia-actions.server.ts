// The intents of an assembly's page, /painel/assembleias/{id}: while a draft, its details ('Editar'),
// its agenda ('Incluir item', 'Remover'), 'Publicar edital' and 'Excluir rascunho'; once published,
// 'Cancelar assembleia' (with its reason) and 'Abrir assembleia'. Each answers 303 with a flash, or
// 400: a form with its values kept and PocketBase's refusal beside its field, a step with
// PocketBase's reason as it says it ('O estatuto exige 10 dias de antecedência: ...'). The route
// keeps the guard and hands the POST to this table (app/panel/intents.server.ts).
import { data } from "@remix-run/node"
import { ASSEMBLEIA_STATUS_LABELS } from "@veteranos/domain/assembleias"
import { assembleiaForm, cancelarForm, itemForm } from "~/features/assembleias/assembleia.forms"
import type { assembleiaSchema, cancelarSchema, itemSchema } from "~/features/assembleias/assembleia.schema"
import {
  AssembleiaRecusadaError,
  cancelAssembleia,
  openAssembleia,
  publishAssembleia,
} from "~/features/assembleias/assembleias.server"
import { assembleiaPagePath } from "~/features/assembleias/assembleias"
import {
  createItem,
  deleteAssembleia,
  deleteItem,
  updateAssembleia,
} from "~/features/assembleias/rascunho.server"
import { byIdSchema } from "~/forms/fields"
import { z } from "~/forms/zod"
import { failedWrite, RefusedWriteError } from "~/http/pocketbase.server"
import { redirectAfterFailedWrite, redirectWithToast } from "~/http/toast.server"
import { PAINEL_AREAS } from "~/auth/permissions"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { listAddress } from "~/utils/list-params"
import type { FormSchema } from "~/forms/define-form"

const ERRO_SALVAR = "Não foi possível salvar a assembleia. Tente novamente."
/** A step's button sends its intent alone (the confirmation's id is the page's own). */
const passoSchema = z.object({})

const done = (request: Request, title: string, description?: string) =>
  redirectWithToast(listAddress(request.url), { type: "success", title, description })

/** A form refused by PocketBase: its message beside `campos`, the rest above the form. */
function refusedForm<Schema extends FormSchema>(
  refuse: IntentInput<Schema>["refuse"],
  error: unknown,
  campos: string[],
) {
  if (error instanceof RefusedWriteError) return refuse(error.reply(campos))
  if (error instanceof AssembleiaRecusadaError) return refuse({ formErrors: [error.message] }, error.status)
  console.error("Falha ao salvar assembleia:", errorMessage(error))
  return refuse({ formErrors: [ERRO_SALVAR] }, failedWrite(error))
}

/** A step (publish, open, delete, remove an item): PocketBase's reason shown on the page, 400. */
function step<Schema extends FormSchema>(run: (input: IntentInput<Schema>) => Promise<Response>) {
  return async (input: IntentInput<Schema>) => {
    try {
      return await run(input)
    } catch (error) {
      if (error instanceof AssembleiaRecusadaError || error instanceof RefusedWriteError)
        return data({ erro: error.message }, { status: 400 })
      return redirectAfterFailedWrite(listAddress(input.request.url), "assembleia", error)
    }
  }
}

/** The table for the assembly `id` (the page's address). */
export function assembleiaIntents(id: string) {
  return {
    editar: intent({
      capability: "manageAssembleias",
      form: assembleiaForm,
      run: async ({ value, refuse, user, request }: IntentInput<typeof assembleiaSchema>) => {
        try {
          await updateAssembleia(user.token, id, value)
        } catch (error) {
          return refusedForm(refuse, error, Object.keys(value))
        }
        return done(request, "Assembleia atualizada")
      },
    }),
    "incluir-item": intent({
      capability: "manageAssembleias",
      form: itemForm,
      run: async ({ value, refuse, user, request }: IntentInput<typeof itemSchema>) => {
        try {
          await createItem(user.token, id, value)
        } catch (error) {
          return refusedForm(refuse, error, [
            "titulo",
            "tipo",
            "ano",
            "qualificada",
            "mandato_inicio",
            "mandato_fim",
          ])
        }
        return done(request, "Item incluído na ordem do dia")
      },
    }),
    "remover-item": intent({
      capability: "manageAssembleias",
      form: byIdSchema,
      run: step<typeof byIdSchema>(async ({ value, user, request }) => {
        await deleteItem(user.token, value.id)
        return done(request, "Item removido da ordem do dia")
      }),
    }),
    publicar: intent({
      capability: "manageAssembleias",
      form: passoSchema,
      run: step<typeof passoSchema>(async ({ user, request }) => {
        await publishAssembleia(user.token, id)
        return done(request, ASSEMBLEIA_STATUS_LABELS.publicada, "Os associados recebem o edital por e-mail.")
      }),
    }),
    excluir: intent({
      capability: "manageAssembleias",
      form: passoSchema,
      run: step<typeof passoSchema>(async ({ user }) => {
        await deleteAssembleia(user.token, id)
        return redirectWithToast(PAINEL_AREAS.assembleias.path, {
          type: "success",
          title: "Rascunho excluído",
        })
      }),
    }),
    cancelar: intent({
      capability: "manageAssembleias",
      form: cancelarForm,
      run: async ({ value, refuse, user, request }: IntentInput<typeof cancelarSchema>) => {
        try {
          await cancelAssembleia(user.token, id, value.motivo)
        } catch (error) {
          return refusedForm(refuse, error, ["motivo"])
        }
        return done(request, "Assembleia cancelada", "Os associados recebem o aviso por e-mail.")
      },
    }),
    abrir: intent({
      capability: "manageAssembleias",
      form: passoSchema,
      run: step<typeof passoSchema>(async ({ user }) => {
        await openAssembleia(user.token, id)
        return redirectWithToast(`${assembleiaPagePath(id)}/presenca`, {
          type: "success",
          title: "Assembleia aberta",
          description: "A lista de quem pode votar foi fechada. Marque as presenças.",
        })
      }),
    }),
  }
}
