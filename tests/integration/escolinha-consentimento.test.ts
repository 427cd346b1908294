// The guardian's consents through PocketBase's own route (docs/decisions/youth-school.md#consent):
// each choice a history row with the text's version, the child's current fields beside it, the
// enrolment ended when the data consent is withdrawn, another guardian refused; and the session
// telling the site a consent is owed until it is given.
import { describe, expect, it } from "vitest"
import { apiPath } from "@veteranos/domain/rotas-api"
import { CONSENTIMENTO_VERSAO } from "@veteranos/domain/escolinha-consentimento"
import { adminClient } from "../support/pocketbase"
import { answerOf, clientWithToken } from "../support/api"
import { ownPocketBase } from "./support"
import { guardianWithChild } from "./escolinha-filhos-support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)

const consent = (token: string, aluno: string, body: Record<string, boolean>) =>
  clientWithToken(db.url, token).send(apiPath("recordConsentimento", aluno), { method: "POST", body })
const session = (token: string) =>
  clientWithToken(db.url, token).send<{ consentimentoPendente: boolean }>(apiPath("verifySession"), {
    method: "GET",
  })
const historyOf = (aluno: string) =>
  admin.collection("consentimentos").getFullList({ filter: `aluno = "${aluno}"`, sort: "created,tipo" })

describe("the guardian's consent", () => {
  it("keeps a row per choice with who and the version, and the session stops asking", async () => {
    const { responsavel, aluno } = await guardianWithChild(db.url)
    expect((await session(responsavel.token)).consentimentoPendente).toBe(true)

    expect(await answerOf(consent(responsavel.token, aluno.id, { dados: true, imagem: false }))).toEqual([
      200,
      "",
    ])

    const rows = await historyOf(aluno.id)
    expect(rows.map((row) => [row.tipo, row.concedido, row.versao, row.responsavel])).toEqual([
      ["dados", true, CONSENTIMENTO_VERSAO, responsavel.id],
      ["imagem", false, CONSENTIMENTO_VERSAO, responsavel.id],
    ])
    const stored = await admin.collection("alunos").getOne(aluno.id)
    expect([stored.consentimento_dados, stored.consentimento_imagem, stored.status]).toEqual([
      true,
      false,
      "matriculado",
    ])
    expect(stored.consentimento_em).not.toBe("")
    expect((await session(responsavel.token)).consentimentoPendente).toBe(false)
  })

  it("ends the enrolment when the data consent is withdrawn", async () => {
    const { responsavel, aluno } = await guardianWithChild(db.url)
    await consent(responsavel.token, aluno.id, { dados: true, imagem: true })
    expect(await answerOf(consent(responsavel.token, aluno.id, { dados: false }))).toEqual([200, ""])

    const stored = await admin.collection("alunos").getOne(aluno.id)
    expect(stored.status).toBe("encerrado")
    expect(stored.encerrado_em).not.toBe("")
    expect(stored.motivo_encerramento).toBe("Autorização dos dados retirada pelo responsável")
    expect((await historyOf(aluno.id)).map((row) => [row.tipo, row.concedido])).toEqual([
      ["dados", true],
      ["imagem", true],
      ["dados", false],
    ])
    // An ended enrolment owes no consent, and a new one does not reopen it.
    expect((await session(responsavel.token)).consentimentoPendente).toBe(false)
    const [status] = await answerOf(consent(responsavel.token, aluno.id, { dados: true }))
    expect(status).toBe(400)
  })

  it("refuses another guardian as if the child did not exist", async () => {
    const { aluno } = await guardianWithChild(db.url)
    const other = await guardianWithChild(db.url, "Outra Criança")
    expect(await answerOf(consent(other.responsavel.token, aluno.id, { dados: false }))).toEqual([
      404,
      "Aluno não encontrado.",
    ])
    expect(await historyOf(aluno.id)).toEqual([])
    expect((await admin.collection("alunos").getOne(aluno.id)).status).toBe("matriculado")
  })
})
