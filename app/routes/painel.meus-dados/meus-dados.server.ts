// A person's data as the association holds it (LGPD's rights of access and portability): gathered
// from PocketBase with the person's own token, so its rules already return only their records, and
// built into the JSON and CSV files of 'Meus Dados'. The builders keep only the owner's records
// once more, so a rule loosened by mistake still cannot leak someone else's data into a download.
import { getFiliacao, type Filiacao } from "~/features/associados/associados.server"
import { listRecentAcessos, type Acesso } from "~/auth/acessos.server"
import { getConta, type Conta } from "~/auth/cadastro-geral.server"
import { listSeats, type Seat } from "~/auth/diretoria-role.server"
import { listLidosDaConta } from "~/features/comunicados/comunicados.server"
import { listInscricoesDaConta } from "~/features/eventos/inscricoes.server"
import { listLembretesDaConta } from "~/features/lembretes/lembretes.server"
import { listMensalidadesDoAssociado, type Mensalidade } from "~/features/mensalidades/mensalidades.server"
import { listPedidosSocioDoEmail, type PedidoSocio } from "~/features/pedido-socio/pedido-socio.server"
import { listReservas, type Reserva } from "~/features/reservas/reservas.server"
import { cargoLabel } from "@veteranos/domain/cargos"
import { listAssembleiasDaConta } from "./assembleias.server"
import { foldEmail } from "@veteranos/domain/contas"

/** Enough for a lifetime of monthly dues, reservations and logins in one read each. */
const TODOS = 1000

export type MeusDados = {
  conta: Conta
  filiacao: Filiacao | null
  diretoria: Seat[]
  pedidosSocio: PedidoSocio[]
  mensalidades: Mensalidade[]
  lembretes: Awaited<ReturnType<typeof listLembretesDaConta>>
  reservas: Reserva[]
  inscricoes: Awaited<ReturnType<typeof listInscricoesDaConta>>
  comunicadosLidos: Awaited<ReturnType<typeof listLidosDaConta>>
  assembleias: Awaited<ReturnType<typeof listAssembleiasDaConta>>
  acessos: Acesso[]
}

export async function collectMeusDados(user: { id: string; token: string }): Promise<MeusDados> {
  const conta = await getConta(user.token, user.id)
  const [
    filiacao,
    diretoria,
    pedidosSocio,
    mensalidades,
    lembretes,
    reservas,
    inscricoes,
    lidos,
    assembleias,
    acessos,
  ] = await Promise.all([
    getFiliacao(user.token, user.id),
    listSeats(user.id, user.token),
    listPedidosSocioDoEmail(user.token, conta.email),
    listMensalidadesDoAssociado(user.token, user.id, 1, TODOS),
    listLembretesDaConta(user.token, user.id),
    listReservas(user.token, { status: null, associadoId: user.id }, 1, TODOS),
    listInscricoesDaConta(user.token, user.id),
    listLidosDaConta(user.token, user.id),
    listAssembleiasDaConta(user.token, user.id),
    listRecentAcessos(user.id, user.token, TODOS),
  ])
  return {
    conta,
    filiacao,
    diretoria,
    pedidosSocio,
    mensalidades: mensalidades.items,
    lembretes,
    reservas: reservas.items,
    inscricoes,
    comunicadosLidos: lidos,
    assembleias,
    acessos,
  }
}

/**
 * What 'Meus Dados' shows, as PocketBase's reader gives it (pb_hooks/lib/paginas/meus-dados.js):
 * the person's account (with their photo's file name and the directory's choices) and membership,
 * their seats' cargos, their dues and reservations counted, when their last logins were, and
 * whether their current seat's contact is public (null: no seat).
 */
export type MeusDadosDaPagina = {
  conta: Pick<
    Conta,
    | "nome"
    | "email"
    | "telefone"
    | "dt_nasc"
    | "endereco"
    | "exclusao_pedida_em"
    | "sem_lembretes"
    | "aniversario_publico"
    | "foto"
    | "lista_socios"
    | "lista_whatsapp"
  >
  filiacao: Filiacao | null
  cargos: string[]
  mensalidades: { pagas: number; pendentes: number; emAberto: number; isentas: number }
  reservas: { total: number; aPartirDeHoje: number }
  acessos: string[]
  contatoPublico: boolean | null
}

/** Only the owner's records, whatever the reads returned. */
export function onlyOwn(dados: MeusDados): MeusDados {
  const { id, email } = dados.conta
  const sameEmail = (other: string) => foldEmail(other) === foldEmail(email)
  return {
    ...dados,
    pedidosSocio: dados.pedidosSocio.filter((pedido) => sameEmail(pedido.email)),
    mensalidades: dados.mensalidades.filter((mensalidade) => mensalidade.associado_id === id),
    reservas: dados.reservas.filter((reserva) => reserva.associado_id === id),
    inscricoes: dados.inscricoes.filter((inscricao) => inscricao.conta === id),
    comunicadosLidos: dados.comunicadosLidos.filter((lido) => lido.conta === id),
    assembleias: dados.assembleias.filter((linha) => linha.associado === id),
  }
}

// The sections of both files, in reading order, each a list of records of plain fields (the CSV
// names them in Portuguese: meus-dados-csv.server.ts). Acessos carry no owner field: they are read
// by the owner's id and nothing else.
export function secoes(dados: MeusDados): Array<[string, Array<Record<string, string | number | boolean>>]> {
  const own = onlyOwn(dados)
  const { conta, filiacao } = own
  return [
    [
      "conta",
      [
        {
          nome: conta.nome,
          email: conta.email,
          telefone: conta.telefone,
          data_nascimento: conta.dt_nasc,
          cpf: conta.cpf,
          endereco: conta.endereco,
          criada_em: conta.created,
          exclusao_pedida_em: conta.exclusao_pedida_em,
          receber_lembretes_e_comunicados_por_email: !conta.sem_lembretes,
          // What the card and the members' directory show of them, as they chose it.
          foto: conta.foto !== "",
          lista_socios: conta.lista_socios,
          lista_whatsapp: conta.lista_whatsapp,
          aniversario_publico: conta.aniversario_publico,
        },
      ],
    ],
    ["filiacao", filiacao ? [{ situacao: filiacao.ativo ? "Ativo" : "Inativo", desde: filiacao.desde }] : []],
    ["diretoria", own.diretoria.map((cargo) => ({ cargo: cargoLabel(cargo.cargo), tipo: cargo.tipo }))],
    ["pedidos_de_filiacao", own.pedidosSocio.map(({ id: _id, ...pedido }) => pedido)],
    ["mensalidades", own.mensalidades.map(({ associado_id: _dono, ...mensalidade }) => mensalidade)],
    // Read by the account's id, as the acessos are: PocketBase answers each person only their own.
    ["lembretes", own.lembretes],
    // The space by its name (`local`), not its record's id.
    ["reservas", own.reservas.map(({ associado_id: _dono, espaco: _espaco, ...reserva }) => reserva)],
    ["inscricoes_em_eventos", own.inscricoes.map(({ conta: _dono, ...inscricao }) => inscricao)],
    ["comunicados_lidos", own.comunicadosLidos.map(({ conta: _dono, ...lido }) => lido)],
    ["assembleias", own.assembleias.map(({ associado: _dono, ...linha }) => linha)],
    ["acessos", own.acessos.map(({ id: _id, ...acesso }) => acesso)],
  ]
}

/** The JSON file: one object per section, dates as PocketBase stores them (UTC instants). */
export function meusDadosJson(dados: MeusDados, geradoEm: Date): string {
  return JSON.stringify({ gerado_em: geradoEm.toISOString(), ...Object.fromEntries(secoes(dados)) }, null, 2)
}
