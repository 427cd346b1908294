// What the panel's dashboard must show each demo role, read from the demo site's data by its
// superuser (tests/e2e/auth-painel.spec.ts compares it with the page).
import { LIMITES } from "@veteranos/domain/paginas"
import { formatMoney, todayInSaoPaulo, toPocketBaseDateTime } from "~/utils/format"
import { startOfDayInSaoPaulo } from "~/utils/instant.server"
import type { DemoLogin } from "../../support/accounts"
import { e2eAdmin } from "./auth"

// The dashboard's cards by role (the role matrix).
export const CARDS: Record<DemoLogin, string[]> = {
  presidente: ["card-mensalidades", "card-solicitacoes", "card-reservas", "card-mensagens"],
  financeiro: ["card-mensalidades", "card-mensagens"],
  diretoria: ["card-mensalidades", "card-mensagens"],
  associado: ["card-mensalidades"],
  coordenador: [],
  professor: [],
  responsavel: [],
}

/** The account's first name, as the dashboard greets it. */
export async function firstName(email: string) {
  const admin = await e2eAdmin()
  const conta = await admin
    .collection("cadastro_geral")
    .getFirstListItem(admin.filter("email = {:email}", { email }))
  return String(conta.nome).split(" ")[0]
}

/**
 * What the dashboard of `role` must show, read from the data by the superuser: each card's figure as
 * written (a count; what the user owes in R$ on the dues card of anybody but the treasurer, who sees
 * every member's pending count) and the titles of the next events, at most LIMITES.proximosEventosPainel.
 */
export async function dashboardFigures(role: DemoLogin, email: string) {
  const admin = await e2eAdmin()
  const count = async (collection: string, filter: string) =>
    (await admin.collection(collection).getList(1, 1, { filter })).totalItems
  const conta = await admin
    .collection("cadastro_geral")
    .getFirstListItem(admin.filter("email = {:email}", { email }))
  const owed = async () => {
    const pending = await admin.collection("mensalidades").getFullList({
      filter: admin.filter('status = "pendente" && associado_id = {:id}', { id: conta.id }),
    })
    return formatMoney(pending.reduce((cents, due) => cents + Math.round(due.valor * 100), 0) / 100)
  }
  const readers: Record<string, () => Promise<string>> = {
    "card-mensalidades": async () =>
      role === "financeiro" ? String(await count("mensalidades", 'status = "pendente"')) : owed(),
    "card-solicitacoes": async () => String(await count("pedido_socio", 'status = "pendente"')),
    "card-reservas": async () => String(await count("reservas", 'status = "pendente"')),
    "card-mensagens": async () =>
      String(
        (await count("contato", 'respondido_em = ""')) +
          (await count("pedido_escolinha", 'respondido_em = ""')),
      ),
  }
  const figures: Record<string, string> = {}
  for (const card of CARDS[role]) figures[card] = await readers[card]!()
  const upcoming = await admin.collection("eventos_futuros_view").getList(1, LIMITES.proximosEventosPainel, {
    filter: admin.filter("data_evento >= {:inicio}", {
      inicio: toPocketBaseDateTime(startOfDayInSaoPaulo(todayInSaoPaulo())),
    }),
    sort: "data_evento",
  })
  return { figures, eventos: upcoming.items.map((evento) => String(evento.titulo)) }
}
