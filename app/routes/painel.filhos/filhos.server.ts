// The guardian's changes on 'Meus filhos' and the JSON of a child, with the guardian's own token:
// PocketBase's routes check the child is theirs (pocketbase/pb_hooks/lib/escolinha-filhos.js,
// escolinha-consentimento.js) and its API rules let them read only their own children.
import { apiPath } from "@veteranos/domain/rotas-api"
import type { ConsentimentoTipo } from "@veteranos/domain/escolinha-consentimento"
import { createPocketBase } from "~/http/pocketbase.server"

/** 'Retirar autorização': one consent withdrawn (the data's ends the enrolment). */
export async function withdrawConsentimento(token: string, alunoId: string, tipo: ConsentimentoTipo) {
  await createPocketBase(token).send(apiPath("recordConsentimento", alunoId), {
    method: "POST",
    body: { [tipo]: false },
  })
}

/** 'Corrigir dados'. */
export async function correctFilho(
  token: string,
  alunoId: string,
  dados: { nome: string; data_nascimento: string },
) {
  await createPocketBase(token).send(apiPath("aluno", alunoId), { method: "POST", body: dados })
}

/** 'Pedir exclusão': the child's record, attendance, certificates and consents erased now. */
export async function deleteFilho(token: string, alunoId: string) {
  await createPocketBase(token).send(apiPath("aluno", alunoId), { method: "DELETE" })
}

/**
 * Everything the association holds about the child `alunoId`, read with the guardian's token (a
 * child of someone else is PocketBase's 404): the record, its class, attendance, certificates and
 * consents.
 */
export async function collectFilho(token: string, alunoId: string) {
  const pb = createPocketBase(token)
  const aluno = await pb.collection("alunos").getOne(alunoId)
  const byAluno = { filter: pb.filter("aluno = {:id}", { id: alunoId }) }
  // The class as the public reads it (turmas_vagas): a guardian may not read `turmas` itself.
  const [turma, chamadas, atestados, consentimentos] = await Promise.all([
    pb
      .collection("turmas_vagas")
      .getOne(String(aluno.turma))
      .catch(() => null),
    pb.collection("chamadas").getFullList({ ...byAluno, sort: "data" }),
    pb.collection("atestados").getFullList({ ...byAluno, sort: "data" }),
    pb.collection("consentimentos").getFullList({ ...byAluno, sort: "created,tipo" }),
  ])
  return {
    aluno: {
      nome: aluno.nome,
      data_nascimento: String(aluno.data_nascimento).slice(0, 10),
      status: aluno.status,
      matriculado_em: aluno.matriculado_em,
      espera_desde: aluno.espera_desde,
      encerrado_em: aluno.encerrado_em,
      motivo_encerramento: aluno.motivo_encerramento,
      consentimento_dados: aluno.consentimento_dados,
      consentimento_imagem: aluno.consentimento_imagem,
      consentimento_em: aluno.consentimento_em,
    },
    turma: turma
      ? {
          nome: turma.nome,
          dias: turma.dias,
          hora_inicio: turma.hora_inicio,
          hora_fim: turma.hora_fim,
          local: turma.local,
        }
      : null,
    chamadas: chamadas.map((row) => ({ data: String(row.data).slice(0, 10), presente: row.presente })),
    atestados: atestados.map((row) => ({ data: String(row.data).slice(0, 10) })),
    consentimentos: consentimentos.map((row) => ({
      tipo: row.tipo,
      concedido: row.concedido,
      versao: row.versao,
      em: row.created,
    })),
  }
}
