// The reminders' page as cards (docs/decisions/dues-and-pix.md#one-card-per-member-on-the-reminders-page):
// one card per member with all their open dues, each due with its reminders, and how to reach the
// member ('Avisar pelo WhatsApp' when they have a phone). Read with the user's token (the finance
// roles and the fiscal council read them) and shaped for the page, so its script carries no rule.
import {
  LEMBRETE_STATUS_LABELS,
  payLink,
  reminderWhatsapp,
  tipoLabel,
  type LembreteStatus,
  type LembreteTipo,
} from "@veteranos/domain/lembretes"
import { EMAIL_NAO_ENVIADO } from "@veteranos/domain/envios"
import { siteLink } from "@veteranos/domain/email"
import { storedDay } from "@veteranos/domain/datas"
import { whatsappHref } from "~/utils/whatsapp"
import { getEnv } from "~/http/env.server"
import { createPocketBase } from "~/http/pocketbase.server"
import { searchTerms } from "~/utils/busca"
import { formatDate, formatDateTime, formatMoney } from "~/utils/format"

type Aberta = {
  id: string
  descricao: string
  valor: number
  data_vencimento: string
  associado_id: string
  nome: string
  email: string
  telefone: string
  sem_lembretes: boolean
}
type Lembrete = {
  id: string
  mensalidade: string
  tipo: LembreteTipo
  status: LembreteStatus
  tentativas: number
  enviado_em: string
  created: string
  erro: string
  enviado_por_nome: string
}
type Contexto = { hoje: string; diasAntes: number; site: string }

/** One member's card: their open dues, oldest first, each with its reminders. */
export type CartaoLembretes = ReturnType<typeof toCard>

function toReminder(lembrete: Lembrete, context: Contexto) {
  return {
    id: lembrete.id,
    label: tipoLabel(lembrete.tipo, context.diasAntes),
    status: lembrete.status,
    statusLabel: LEMBRETE_STATUS_LABELS[lembrete.status],
    quando: formatDateTime(lembrete.enviado_em || lembrete.created),
    tentativas: lembrete.tentativas,
    // The row keeps the technical reason; the treasurer reads what happened.
    erro: lembrete.status === "falhou" ? EMAIL_NAO_ENVIADO : null,
    por: lembrete.enviado_por_nome,
  }
}

function toCard(dues: readonly Aberta[], lembretes: readonly Lembrete[], context: Contexto) {
  const [first] = dues as [Aberta, ...Aberta[]]
  const appUrl = getEnv().APP_URL
  const message = reminderWhatsapp(
    first.nome,
    context.site,
    dues.map((due) => ({
      descricao: due.descricao,
      valor: due.valor,
      vencimento: storedDay(due.data_vencimento),
      link: payLink(appUrl, due.id),
    })),
    context.hoje,
    siteLink(appUrl, "/painel/mensalidades"),
  )
  return {
    id: first.associado_id,
    nome: first.nome,
    email: first.email,
    semLembretes: first.sem_lembretes,
    dues: dues.map((due) => {
      const vencimento = storedDay(due.data_vencimento)
      return {
        id: due.id,
        descricao: due.descricao,
        valor: formatMoney(due.valor),
        vencimento: formatDate(vencimento),
        vencida: vencimento < context.hoje,
        lembretes: lembretes
          .filter((lembrete) => lembrete.mensalidade === due.id)
          .map((lembrete) => toReminder(lembrete, context)),
      }
    }),
    whatsapp: whatsappHref(first.telefone, message),
  }
}

/** The open dues of members whose name or e-mail holds `q`, grouped by member (the earliest due first). */
async function openDuesByMember(token: string, q: string | null): Promise<Aberta[][]> {
  const pb = createPocketBase(token)
  const terms = searchTerms(q)
  // Every open due at once: they are few (a member owes a handful at most), and a member's card
  // needs all of theirs whatever page it falls on.
  const dues = await pb.collection("mensalidades_em_aberto").getFullList<Aberta>({
    filter: terms ? pb.filter("busca ~ {:texto} || email ~ {:texto}", terms) : "",
    sort: "data_vencimento,nome,id",
  })
  const byMember = new Map<string, Aberta[]>()
  for (const due of dues) {
    const own = byMember.get(due.associado_id)
    if (own) own.push(due)
    else byMember.set(due.associado_id, [due])
  }
  return [...byMember.values()]
}

/**
 * One page of the members with open dues (`perPage` cards), the one owing the earliest due first,
 * and how many open dues the whole list holds.
 */
export async function listOpenDuesByMember(
  token: string,
  { q, page, perPage }: { q: string | null; page: number; perPage: number },
  context: Contexto,
) {
  const members = await openDuesByMember(token, q)
  const totalPages = Math.max(1, Math.ceil(members.length / perPage))
  const shown = members.slice((page - 1) * perPage, page * perPage)
  const ids = shown.flat().map((due) => due.id)
  const pb = createPocketBase(token)
  const lembretes =
    ids.length === 0
      ? []
      : await pb.collection("lembretes").getFullList<Lembrete>({
          filter: ids.map((id, i) => pb.filter(`mensalidade = {:id${i}}`, { [`id${i}`]: id })).join(" || "),
          sort: "created,id",
        })
  return {
    items: shown.map((dues) => toCard(dues, lembretes, context)),
    page,
    totalPages,
    totalDues: members.reduce((sum, dues) => sum + dues.length, 0),
  }
}

/** The open dues of the member `associado` (their account), oldest first: what their card's button sends. */
export async function openDuesOf(token: string, associado: string): Promise<string[]> {
  const pb = createPocketBase(token)
  const dues = await pb.collection("mensalidades_em_aberto").getFullList<Aberta>({
    filter: pb.filter("associado_id = {:associado}", { associado }),
    sort: "data_vencimento,id",
  })
  return dues.map((due) => due.id)
}
