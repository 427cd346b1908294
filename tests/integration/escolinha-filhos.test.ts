// The guardian's own doors to a child's record through PocketBase's route `aluno`
// (docs/decisions/youth-school.md#the-guardians-panel): a correction checked as the form checks it,
// a deletion that erases the child's attendance, certificates and consents with it, at once; another
// guardian refused as if the child did not exist; the board's log naming no child.
import { describe, expect, it } from "vitest"
import { ALUNO_MENSAGENS, ESCOLINHA_MENSAGENS } from "@veteranos/domain/escolinha"
import { apiPath } from "@veteranos/domain/rotas-api"
import { adminClient } from "../support/pocketbase"
import { answerOf, clientWithToken } from "../support/api"
import { ownPocketBase } from "./support"
import { guardianWithChild } from "./escolinha-filhos-support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)

const correct = (token: string, aluno: string, body: Record<string, string>) =>
  clientWithToken(db.url, token).send(apiPath("aluno", aluno), { method: "POST", body })
const erase = (token: string, aluno: string) =>
  clientWithToken(db.url, token).send(apiPath("aluno", aluno), { method: "DELETE" })
const count = async (collection: string, filter: string) =>
  (await admin.collection(collection).getList(1, 1, { filter })).totalItems

describe("the guardian's corrections", () => {
  it("stores a corrected name and birth date, and refuses what the form refuses", async () => {
    const { responsavel, aluno } = await guardianWithChild(db.url)
    expect(
      await answerOf(
        correct(responsavel.token, aluno.id, { nome: "  Lucas  Corrigido ", data_nascimento: "2019-02-03" }),
      ),
    ).toEqual([200, ""])
    const stored = await admin.collection("alunos").getOne(aluno.id)
    expect([stored.nome, String(stored.data_nascimento).slice(0, 10)]).toEqual([
      "Lucas Corrigido",
      "2019-02-03",
    ])

    expect(
      await answerOf(correct(responsavel.token, aluno.id, { nome: "", data_nascimento: "2019-02-03" })),
    ).toEqual([400, ESCOLINHA_MENSAGENS.alunoNome])
    expect(
      await answerOf(correct(responsavel.token, aluno.id, { nome: "Lucas", data_nascimento: "2019-02-30" })),
    ).toEqual([400, ALUNO_MENSAGENS.nascimento])
    expect(
      await answerOf(correct(responsavel.token, aluno.id, { nome: "Lucas", data_nascimento: "2099-01-01" })),
    ).toEqual([400, ALUNO_MENSAGENS.nascimento])
    expect((await admin.collection("alunos").getOne(aluno.id)).nome).toBe("Lucas Corrigido")
  })

  it("refuses another guardian's correction and deletion as if the child did not exist", async () => {
    const { aluno } = await guardianWithChild(db.url, "Criança Alheia")
    const other = await guardianWithChild(db.url)
    const notFound = [404, ESCOLINHA_MENSAGENS.naoEncontrado]
    expect(
      await answerOf(
        correct(other.responsavel.token, aluno.id, { nome: "Outro", data_nascimento: "2019-02-03" }),
      ),
    ).toEqual(notFound)
    expect(await answerOf(erase(other.responsavel.token, aluno.id))).toEqual(notFound)
    expect((await admin.collection("alunos").getOne(aluno.id)).nome).toBe("Criança Alheia")
  })
})

describe("the guardian's deletion", () => {
  it("erases the child with its attendance, certificates and consents at once, the log naming no one", async () => {
    const { responsavel, turma, aluno } = await guardianWithChild(db.url, "Sofia Apagada")
    await clientWithToken(db.url, responsavel.token).send(apiPath("recordConsentimento", aluno.id), {
      method: "POST",
      body: { dados: true, imagem: true },
    })
    await admin
      .collection("chamadas")
      .create({ aluno: aluno.id, turma: turma.id, data: "2026-01-05 00:00:00.000Z", presente: true })
    await admin.collection("atestados").create({ aluno: aluno.id, data: "2026-01-02 00:00:00.000Z" })

    expect(await answerOf(erase(responsavel.token, aluno.id))).toEqual([200, ""])

    const byAluno = `aluno = "${aluno.id}"`
    expect(await count("alunos", `id = "${aluno.id}"`)).toBe(0)
    expect([
      await count("chamadas", byAluno),
      await count("atestados", byAluno),
      await count("consentimentos", byAluno),
    ]).toEqual([0, 0, 0])
    const log = await admin
      .collection("atividades")
      .getFullList({ filter: `registro = "${aluno.id}"`, sort: "created" })
    expect(log.map((entry) => entry.descricao)).toContain(
      "O responsável excluiu os dados de um aluno (pedido LGPD)",
    )
    expect(log.map((entry) => entry.descricao).join(" ")).not.toContain("Sofia")
  })
})
