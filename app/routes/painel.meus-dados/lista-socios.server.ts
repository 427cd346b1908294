// 'Lista de sócios' in Meus Dados (docs/decisions/member-card-and-receipts.md#the-directory): the
// person's three choices, each off until they turn it on, stored on their own account with their own
// token (PocketBase's rule lets the owner change them, and nobody else). The directory (the view
// `socios_lista`) and the home page's birthdays (`nivers`) read them at once.
import { CADASTRO_GERAL } from "~/auth/cadastro-geral.server"
import type { SessionUser } from "~/auth/session.server"
import { createPocketBase } from "~/http/pocketbase.server"
import type { ListaCampo } from "@veteranos/domain/carteirinha"

export type EscolhasLista = Record<ListaCampo, boolean>

export async function saveListaSocios(user: Pick<SessionUser, "id" | "token">, escolhas: EscolhasLista) {
  await createPocketBase(user.token).collection(CADASTRO_GERAL).update(user.id, escolhas)
}
