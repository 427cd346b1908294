// The person's own intents on /painel/meus-dados: 'contatos' and 'foto' (their forms, refused with
// their errors under their own section), 'remover-foto', 'excluir' and 'cancelar-exclusao' (the
// deletion request, LGPD), 'lembretes' and 'contato-publico' (a box each) and 'lista-socios' (the
// directory's three boxes). Each answers with a 303 back to the page, with a toast. The route keeps
// the guard and hands the POST to their table, meusDadosIntents. The password is changed on
// /painel/seguranca.
import { setExclusaoPedida, updateContato } from "~/auth/cadastro-geral.server"
import { z } from "~/forms/zod"
import { failedWrite } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { intent, type IntentInput } from "~/panel/intents.server"
import { errorMessage } from "~/utils/errors"
import { FileRefusedError } from "~/http/file-refusal.server"
import { saveReminders } from "./lembretes.server"
import { removeFoto, saveFoto } from "./foto.server"
import { saveListaSocios } from "./lista-socios.server"
import { meusContatosForm, minhaFotoForm } from "./meus-dados.forms"
import type { meusContatosSchema, minhaFotoSchema } from "./meus-dados.schema"
import { saveContatoPublico } from "./publico.server"

const PAGE = "/painel/meus-dados"

/** Buttons that send nothing but their intent: the deletion's (the dialog's `id` names no record), 'Remover foto'. */
const nothingSchema = z.object({})

/** A choice's box: 'sim' when ticked, absent when not. */
const lembretesSchema = z.object({ receber: z.string().optional() })
const publicoSchema = z.object({ publicar: z.string().optional() })
const listaSchema = z.object({
  lista_socios: z.string().optional(),
  lista_whatsapp: z.string().optional(),
  aniversario_publico: z.string().optional(),
})

const NAO_SALVOU = "Não foi possível salvar. Tente novamente."

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

/** 'Sua foto': stored, or refused beside its field with the reason (PocketBase's, in the rule's words). */
async function sendFoto({ value, refuse, user }: IntentInput<typeof minhaFotoSchema>) {
  try {
    await saveFoto(user, value.foto!)
  } catch (error) {
    if (error instanceof FileRefusedError) return refuse({ fieldErrors: { foto: [error.message] } })
    console.error("Falha ao salvar a foto:", errorMessage(error))
    return refuse({ formErrors: ["Não foi possível salvar a foto. Tente novamente."] }, failedWrite(error))
  }
  return redirectWithToast(PAGE, { type: "success", title: "Foto salva" })
}

/** 'Remover foto'. */
async function dropFoto({ user }: IntentInput<typeof nothingSchema>) {
  try {
    await removeFoto(user)
  } catch (error) {
    console.error("Falha ao remover a foto:", errorMessage(error))
    return redirectWithToast(PAGE, { type: "error", title: NAO_SALVOU })
  }
  return redirectWithToast(PAGE, { type: "success", title: "Foto removida" })
}

/** 'Lista de sócios': the three boxes as they were sent. */
async function saveLista({ value, user }: IntentInput<typeof listaSchema>) {
  const escolhas = {
    lista_socios: value.lista_socios === "sim",
    lista_whatsapp: value.lista_whatsapp === "sim",
    aniversario_publico: value.aniversario_publico === "sim",
  }
  try {
    await saveListaSocios(user, escolhas)
  } catch (error) {
    console.error("Falha ao salvar a lista de sócios:", errorMessage(error))
    return redirectWithToast(PAGE, { type: "error", title: NAO_SALVOU })
  }
  return redirectWithToast(PAGE, {
    type: "success",
    title: escolhas.lista_socios
      ? "Você aparece na lista de sócios."
      : "Você não aparece na lista de sócios.",
    description: escolhas.aniversario_publico
      ? "Seu aniversário aparece em 'Aniversariantes do mês', na página inicial."
      : "Seu aniversário não aparece no site.",
  })
}

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

/** The page's intents (app/panel/intents.server.ts). */
export const meusDadosIntents = {
  contatos: intent({ form: meusContatosForm, run: saveContatos }),
  excluir: intent({ form: nothingSchema, run: requestDeletion(true) }),
  "cancelar-exclusao": intent({ form: nothingSchema, run: requestDeletion(false) }),
  lembretes: intent({
    form: lembretesSchema,
    run: ({ value, user }) => saveReminders(user, value.receber === "sim", PAGE),
  }),
  foto: intent({ form: minhaFotoForm, run: sendFoto }),
  "remover-foto": intent({ form: nothingSchema, run: dropFoto }),
  "lista-socios": intent({ form: listaSchema, run: saveLista }),
  "contato-publico": intent({
    form: publicoSchema,
    run: ({ value, user }) => saveContatoPublico(user, value.publicar === "sim", PAGE),
  }),
}
