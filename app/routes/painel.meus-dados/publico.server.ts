// What of the person the public site shows, in 'Meus Dados' (docs/decisions/lgpd-and-privacy.md#what-is-public):
// their birthday (first name, day and month) if they chose it, and, for a board or council seat,
// its contact e-mail and phone if they publish it. The seat holder alone chooses the contact, through
// PocketBase's route, which records the change.
import type { SessionUser } from "~/auth/session.server"
import { createPocketBase } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"
import { storedDate } from "@veteranos/domain/datas"
import { todayInSaoPaulo } from "@veteranos/domain/datas"
import { apiPath } from "@veteranos/domain/rotas-api"

/** The seats not yet ended and whether their contact is public (null: the person holds none). */
export async function readContatoPublico(user: Pick<SessionUser, "id" | "token">): Promise<boolean | null> {
  const pb = createPocketBase(user.token)
  const seats = await pb.collection("diretoria").getFullList<{ contato_publico: boolean }>({
    filter: pb.filter("idCadGeral = {:conta} && (fim_mandato = '' || fim_mandato >= {:hoje})", {
      conta: user.id,
      hoje: storedDate(todayInSaoPaulo()),
    }),
    fields: "contato_publico",
  })
  return seats.length === 0 ? null : seats.every((seat) => seat.contato_publico)
}

/** The form's POST (intent "contato-publico"): whether the box was checked, answered 303 to `page`. */
export async function saveContatoPublico(user: Pick<SessionUser, "token">, publicar: boolean, page: string) {
  try {
    await createPocketBase(user.token).send(apiPath("setContatoPublico"), {
      method: "POST",
      body: { publicar },
    })
  } catch (error) {
    console.error("Falha ao salvar o contato público:", errorMessage(error))
    return redirectWithToast(page, { type: "error", title: "Não foi possível salvar. Tente novamente." })
  }
  return redirectWithToast(page, {
    type: "success",
    title: publicar
      ? "Seu e-mail e telefone de contato aparecem na página Diretoria."
      : "Seu e-mail e telefone de contato não aparecem mais na página Diretoria.",
  })
}
