// /painel/escolinha/matriculas' data as PocketBase's reader gives it
// (pocketbase/pb_hooks/lib/paginas/escolinha-matriculas.js), and the enrolment, made by PocketBase's
// route with the coordinator's own token (pocketbase/pb_hooks/lib/escolinha-matricula.js).
import type { ListResult } from "pocketbase"
import { apiPath } from "@veteranos/domain/rotas-api"
import { createPocketBase } from "~/http/pocketbase.server"

/** A school request not yet enrolled, with the child's age today. */
export type PedidoMatricula = {
  id: string
  nome_responsavel: string
  cpf_responsavel: string
  nome_crianca: string
  /** yyyy-MM-dd */
  data_nascimento: string
  idade: number
  telefone: string
  email: string
  observacoes: string
  created: string
  updated: string
}

/** A class with its places taken, for the dialog's select. */
export type TurmaVagas = {
  id: string
  nome: string
  ano_inicio: number
  ano_fim: number
  vagas: number
  matriculados: number
}

export type MatriculasDoPainel = {
  lista: ListResult<PedidoMatricula>
  turmas: TurmaVagas[]
  /** The request the dialog opens: already enrolled, refused by its age (the reason), the class suggested. */
  aberto: (PedidoMatricula & { matriculado: boolean; recusa: string | null; sugerida: string | null }) | null
}

/** What the enrolment did: the child enrolled or in line, and the flash message. */
export type Matricula = { aluno: string; status: "matriculado" | "espera"; posicao: number; mensagem: string }

/** 'Matricular': the request `pedidoId` into the class `turma`, as the coordinator saw it (`updated`). */
export async function enrolPedido(token: string, pedidoId: string, turma: string, updated: string) {
  return createPocketBase(token).send<Matricula>(apiPath("enrolPedido", pedidoId), {
    method: "POST",
    body: { turma, seen: { updated } },
  })
}
