// The person's own intents on /painel/meus-dados: 'contatos' (its form, refused with its errors under
// its own section), 'excluir' and 'cancelar-exclusao' (the deletion request, LGPD), 'lembretes' and
// 'contato-publico' (a box each). Each answers with a 303 back to the page, with a toast. The route
// keeps the guard and hands the POST to their table, meusDadosIntents. The password is changed on
// /painel/seguranca.
import { setExclusaoPedida, updateContato } from "~/auth/cadastro-geral.server"
import { z } from "~/forms/zod"
import { failedWrite } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { saveReminders } from "./lembretes.server"
import { meusContatosForm } from "./meus-dados.forms"
import type { meusContatosSchema } from "./meus-dados.schema"
import { saveContatoPublico } from "./publico.server"

const PAGE = "/painel/meus-dados"

/** 'Corrigir telefone e endereço'. */
async function saveContatos({ value, refuse, user }: IntentInput<typeof meusContatosSchema>) {
  try {
    await updateContato(user.token, user.id, { ...value, endereco: value.endereco ?? "" })
    return redirectWithToast(PAGE, { type: "success", title: "Dados atualizados" })
  } catch (error) {
    console.error("Falha ao atualizar contatos:", errorMessage(error))
    return refuse(
      { formErrors: ["Não foi possível atualizar seus dados. Tente novamente."] },
      failedWrite(error),
    )
  }
}

/** The deletion's buttons send nothing but their intent (the dialog's `id` names no record). */
const nothingSchema = z.object({})

/** 'Pedir exclusão' (`pedir`) and 'Cancelar pedido de exclusão'. */
function requestDeletion(pedir: boolean) {
  return async ({ user }: IntentInput<typeof nothingSchema>) => {
    try {
      await setExclusaoPedida(user.token, user.id, pedir ? new Date() : null)
    } catch (error) {
      console.error("Falha ao registrar pedido de exclusão:", errorMessage(error))
      return redirectWithToast(PAGE, {
        type: "error",
        title: "Não foi possível registrar o pedido. Tente novamente.",
      })
    }
    return redirectWithToast(
      PAGE,
      pedir
        ? {
            type: "success",
            title: "Pedido de exclusão registrado",
            description: "A diretoria vai atender o seu pedido no prazo da lei e avisar você por e-mail.",
          }
        : { type: "success", title: "Pedido de exclusão cancelado" },
    )
  }
}

/** A choice's box: 'sim' when ticked, absent when not. */
const lembretesSchema = z.object({ receber: z.string().optional() })
const publicoSchema = z.object({ publicar: z.string().optional() })

/** The page's intents (app/panel/intents.server.ts). */
export const meusDadosIntents = {
  contatos: intent({ form: meusContatosForm, run: saveContatos }),
  excluir: intent({ form: nothingSchema, run: requestDeletion(true) }),
  "cancelar-exclusao": intent({ form: nothingSchema, run: requestDeletion(false) }),
  lembretes: intent({
    form: lembretesSchema,
    run: ({ value, user }) => saveReminders(user, value.receber === "sim", PAGE),
  }),
  "contato-publico": intent({
    form: publicoSchema,
    run: ({ value, user }) => saveContatoPublico(user, value.publicar === "sim", PAGE),
  }),
}
