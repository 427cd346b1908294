// The guardian's side of the school in a test PocketBase of its own: a class, a guardian and a child,
// made by the superuser as enrolment leaves them (the consent not yet given).
import { storedDate, todayInSaoPaulo } from "@veteranos/domain/datas"
import { adminClient } from "../support/pocketbase"
import { createPersonWithToken } from "./support"

let turmas = 0

/** A class of `vagas` places, coached by `professor` when given. */
export async function createTurma(url: string, professor = "", vagas = 12) {
  const admin = await adminClient(url)
  const ano = Number(todayInSaoPaulo().slice(0, 4))
  return admin.collection("turmas").create({
    nome: `Sub-${++turmas}-${Math.random().toString(36).slice(2, 6)}`,
    ano_inicio: ano - 10,
    ano_fim: ano - 5,
    dias: ["seg", "qua"],
    hora_inicio: "14:00",
    hora_fim: "15:00",
    local: "Campo society",
    professor,
    vagas,
  })
}

/** A child enrolled in `turma` under `responsavel`'s account, its consent not yet given. */
export async function createAluno(url: string, turma: string, responsavel: string, nome = "Lucas Teste") {
  const admin = await adminClient(url)
  const ano = Number(todayInSaoPaulo().slice(0, 4)) - 7
  return admin.collection("alunos").create({
    nome,
    data_nascimento: storedDate(`${ano}-03-15`),
    turma,
    responsavel,
    status: "matriculado",
    matriculado_em: new Date().toISOString(),
  })
}

/** A guardian (an account with no other role, logged in) with one child in a new class. */
export async function guardianWithChild(url: string, nome?: string) {
  const responsavel = await createPersonWithToken(url)
  const turma = await createTurma(url)
  const aluno = await createAluno(url, turma.id, responsavel.id, nome)
  return { responsavel, turma, aluno }
}
