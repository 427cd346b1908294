// The classes: what PocketBase's reader gives the page (pb_hooks/lib/paginas/escolinha.js), and a
// class created, edited or deleted with the person's token (the API rules let only the president
// and the coordinator; turmas.pb.js checks the class, its coach, and refuses to delete one with
// children).
import { createPocketBase } from "~/http/pocketbase.server"
import type { Execucao } from "~/panel/execucoes.server"
import { formatDateTime, plural } from "~/utils/format"
import type { Turma } from "~/features/escolinha/turma"
import type { TurmaInput } from "./turma.schema"

export type TurmaLinha = Turma & {
  professor: string
  professor_nome: string
  matriculados: number
  espera: number
}

export type EscolinhaPagina = {
  turmas: TurmaLinha[]
  gerencia: boolean
  professores: Array<{ id: string; nome: string }>
  /** The certificates' daily e-mails' last run (managers only). */
  execucao: Execucao<{ avisos: number }> | null
}

/** "Avisos de atestado: última execução em 28/11/2026 às 09:00, 2 e-mails.", from the job's last run. */
export function atestadoJobLine(run: Execucao<{ avisos: number }> | null): string {
  if (!run) return "O aviso diário de atestados a vencer ainda não rodou."
  const avisos = run.contagens?.avisos ?? 0
  const what = avisos === 0 ? "nenhum e-mail a enviar" : plural(avisos, "e-mail na fila", "e-mails na fila")
  return `Aviso diário de atestados a vencer: última execução em ${formatDateTime(run.inicio)}, ${what}.`
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
