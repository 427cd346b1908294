// What of the person the public site shows, in 'Meus Dados' (docs/decisions/lgpd-and-privacy.md#what-is-public):
// their birthday (first name, day and month) if they chose it, and, for a board or council seat,
// its contact e-mail and phone if they publish it. The seat holder alone chooses the contact, through
// PocketBase's route, which records the change.
import type { SessionUser } from "~/auth/session.server"
import { createPocketBase } from "~/http/pocketbase.server"
import { redirectWithToast } from "~/http/toast.server"
import { errorMessage } from "~/utils/errors"
import { apiPath } from "@veteranos/domain/rotas-api"

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
