// The classes: what PocketBase's reader gives the page (pb_hooks/lib/paginas/escolinha.js), and a
// class created, edited or deleted with the person's token (the API rules let only the president
// and the coordinator; turmas.pb.js checks the class, its coach, and refuses to delete one with
// children).
import { createPocketBase } from "~/http/pocketbase.server"
import type { TurmaInput } from "./turma.schema"

export type TurmaLinha = {
  id: string
  nome: string
  ano_inicio: number
  ano_fim: number
  dias: string[]
  hora_inicio: string
  hora_fim: string
  local: string
  professor: string
  professor_nome: string
  vagas: number
  matriculados: number
  espera: number
}

export type EscolinhaPagina = {
  turmas: TurmaLinha[]
  gerencia: boolean
  professores: Array<{ id: string; nome: string }>
}

const record = (turma: TurmaInput) => ({ ...turma, professor: turma.professor ?? "" })

export async function createTurma(token: string, turma: TurmaInput) {
  await createPocketBase(token).collection("turmas").create(record(turma))
}

export async function updateTurma(token: string, id: string, turma: TurmaInput) {
  await createPocketBase(token).collection("turmas").update(id, record(turma))
}

export async function deleteTurma(token: string, id: string) {
  await createPocketBase(token).collection("turmas").delete(id)
}
