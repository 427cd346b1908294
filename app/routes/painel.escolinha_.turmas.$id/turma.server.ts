// A class's page: what PocketBase's reader gives it (pb_hooks/lib/paginas/escolinha-turma.js) and
// the certificate a manager records, created with the person's token (the API rules let only the
// president and the coordinator; the hook refuses a date after today and names who recorded it).
import { storedDate } from "@veteranos/domain/datas"
import { createPocketBase } from "~/http/pocketbase.server"
import type { Turma } from "~/features/escolinha/turma"
import type { AtestadoMarca, Responsavel } from "~/features/escolinha/turma-pessoas"

export type TurmaPagina = {
  turma: Turma | null
  gerencia: boolean
  hoje: string
  alunos: Array<{
    id: string
    nome: string
    idade: number
    atestado: AtestadoMarca
    frequencia: { presentes: number; chamadas: number; label: string | null }
    responsavel: Responsavel
  }>
  espera: Array<{ id: string; nome: string; idade: number; espera_desde: string; responsavel: Responsavel }>
}

/** 'Registrar atestado': the certificate of `aluno` dated `data` (yyyy-MM-dd). */
export async function createAtestado(token: string, aluno: string, data: string) {
  await createPocketBase(token)
    .collection("atestados")
    .create({ aluno, data: storedDate(data) })
}
