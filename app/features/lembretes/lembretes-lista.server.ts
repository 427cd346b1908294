// The reminders' page as cards (docs/decisions/dues-and-pix.md#one-card-per-member-on-the-reminders-page):
// one card per member with all their open dues, each due with its reminders, and how to reach the
// member ('Avisar pelo WhatsApp' when they have a phone). PocketBase's reader gives them (the finance
// roles and the fiscal council read them); shaped here for the page, so its script carries no rule.
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
import { formatDate, formatDateTime, formatMoney } from "~/utils/format"
import type { Contagens } from "~/features/lembretes/lembretes.server"
import type { Execucao } from "~/panel/execucoes.server"

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

/**
 * /painel/financeiro/lembretes's data, as PocketBase's reader gives it
 * (pocketbase/pb_hooks/lib/paginas/financeiro-lembretes.js): the job's last run, a page of the
 * members with open dues (each their dues, oldest first), those dues' reminders, and how many open
 * dues the whole list holds.
 */
export type LembretesPagina = {
  execucao: Execucao<Contagens> | null
  membros: Aberta[][]
  lembretes: Lembrete[]
  page: number
  totalPages: number
  totalDues: number
}

/** The reader's page of members as the page's cards. */
export function cartoesDe(dados: LembretesPagina, context: Contexto): CartaoLembretes[] {
  return dados.membros.map((dues) => toCard(dues, dados.lembretes, context))
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
