// The school's photos and the children's image consent against the real PocketBase
// (docs/decisions/youth-school.md#image-consent-in-the-gallery): PocketBase itself refuses a photo
// published with a child without image authorisation (naming the child) or without marks, called by
// the coordinator's token directly; the guardian withdrawing the authorisation takes every published
// photo of the child offline, and the site's file address answers 404; the retention job deletes an
// ended child's data after the setting's months, untagging its photos, and keeps a recent one.
import { ESCOLINHA_MENSAGENS, FOTO_MARCAS } from "@veteranos/domain/escolinha"
import { ROTAS_API } from "@veteranos/domain/rotas-api"
import { addMonths } from "@veteranos/domain/datas"
import { storedDate } from "~/utils/format"
import { describe, expect, it, vi } from "vitest"
import { JPEG } from "../support/form-data"
import { clientWithToken, fieldRefusal } from "../support/api"
import { today } from "../support/hoje"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { createPersonWithToken, createSeat } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader: fileLoader } = await import("~/routes/arquivos.$collection.$id.$filename")

const admin = await adminClient(db.url)
const coordenador = await createPersonWithToken(db.url)
await createSeat(db.url, coordenador.id, { cargo: "coordenador-escolinha", tipo: "escolinha" })
const responsavel = await createPersonWithToken(db.url)
const school = clientWithToken(db.url, coordenador.token)

const turma = await admin.collection("turmas").create({
  nome: "Sub-9",
  ano_inicio: 2000,
  ano_fim: 2100,
  dias: ["ter", "qui"],
  hora_inicio: "14:00",
  hora_fim: "15:30",
  local: "Campo society",
  vagas: 12,
})

/** A child of the guardian, made by the superuser. */
function aluno(nome: string, fields: Record<string, unknown> = {}) {
  return admin.collection("alunos").create({
    nome,
    data_nascimento: "2018-03-10 00:00:00.000Z",
    turma: turma.id,
    responsavel: responsavel.id,
    status: "matriculado",
    consentimento_dados: true,
    consentimento_imagem: true,
    consentimento_em: new Date().toISOString(),
    ...fields,
  })
}

/** A photo sent by the coordinator's token, straight to PocketBase's API (the marks as FOTO_MARCAS). */
function photo(titulo: string, fields: Record<string, unknown>) {
  const body = new FormData()
  body.set("titulo", titulo)
  body.set("data", `${today()} 00:00:00.000Z`)
  body.set("imagem", new File([new Uint8Array(JPEG)], "foto.jpg", { type: "image/jpeg" }))
  for (const [field, value] of Object.entries(fields)) {
    const name = field === "criancas" ? FOTO_MARCAS : field
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, String(item))
  }
  return school.collection("galeria_escolinha").create(body)
}

/** The site's address of a photo's file, as /escolinha links it: its status. */
async function siteFileStatus(id: string, imagem: string) {
  const args = {
    request: new Request(`http://localhost/arquivos/galeria_escolinha/${id}/${imagem}`),
    params: { collection: "galeria_escolinha", id, filename: imagem },
    context: {},
  }
  try {
    const response = await fileLoader(args)
    await response.body?.cancel()
    // Never kept by a browser or a proxy: a photo taken offline is asked for again.
    expect(response.headers.get("Cache-Control")).toBe("public, no-cache")
    return response.status
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

describe("the coordinator's photos, at PocketBase's own API", () => {
  it("refuses publishing a child without image authorisation, naming the first name, and an unmarked photo", async () => {
    const sofia = await aluno("Sofia Pereira", { consentimento_imagem: false })
    const message = (error: { message: string }) => error.message
    expect(await fieldRefusal(photo("Treino", { criancas: [sofia.id], publicada: true }), message)).toEqual({
      status: 400,
      fields: { criancas: ESCOLINHA_MENSAGENS.semImagem("Sofia") },
    })
    expect(await fieldRefusal(photo("Treino", { publicada: true }), message)).toEqual({
      status: 400,
      fields: { criancas: ESCOLINHA_MENSAGENS.semMarcacao },
    })
    // Kept offline, the same photo is stored with its marks.
    const offline = await photo("Treino", { criancas: [sofia.id] })
    expect((await admin.collection("galeria_escolinha").getOne(offline.id)).criancas).toEqual([sofia.id])
    expect(offline.criancas).toBeUndefined()
  })

  it("takes every published photo of a child offline when the guardian withdraws the authorisation", async () => {
    const lucas = await aluno("Lucas Pereira")
    const outra = await aluno("Ana Souza")
    const fotos = [
      await photo("Jogo", { criancas: [lucas.id], publicada: true }),
      await photo("Time", { criancas: [lucas.id, outra.id], publicada: true }),
    ]
    const sem = await photo("Campo", { sem_criancas: true, publicada: true })
    expect(await siteFileStatus(fotos[0]!.id, fotos[0]!.imagem)).toBe(200)

    await clientWithToken(db.url, responsavel.token).send(
      ROTAS_API.recordConsentimento.replace("{id}", lucas.id),
      {
        method: "POST",
        body: { imagem: false },
      },
    )

    for (const foto of fotos) {
      const stored = await admin.collection("galeria_escolinha").getOne(foto.id)
      expect(stored).toMatchObject({
        publicada: false,
        motivo_despublicacao: "Sem autorização de imagem de Lucas",
      })
      expect(stored.despublicada_em).not.toBe("")
      await expect(anonymousClient(db.url).collection("galeria_escolinha").getOne(foto.id)).rejects.toThrow()
      expect(await siteFileStatus(foto.id, foto.imagem)).toBe(404)
    }
    expect((await admin.collection("galeria_escolinha").getOne(sem.id)).publicada).toBe(true)
    const entry = await admin.collection("atividades").getFirstListItem('colecao = "galeria_escolinha"', {
      sort: "-created",
    })
    expect(entry.descricao).toBe(
      'Fotos da escolinha despublicadas (Sem autorização de imagem de Lucas): "Jogo", "Time"',
    )
  })
})

describe("the retention job", () => {
  it("deletes a child's data the setting's months after the enrolment ended, untags its photos and keeps a recent one", async () => {
    const ended = (months: number) => ({
      status: "encerrado",
      consentimento_imagem: false,
      encerrado_em: storedDate(addMonths(today(), -months)),
    })
    const antigo = await aluno("Pedro Lima", ended(7))
    const recente = await aluno("Bia Lima", ended(1))
    await admin.collection("chamadas").create({
      aluno: antigo.id,
      turma: turma.id,
      data: `${today()} 00:00:00.000Z`,
      presente: true,
    })
    await admin.collection("atestados").create({ aluno: antigo.id, data: `${today()} 00:00:00.000Z` })
    const foto = await photo("Treino antigo", { criancas: [antigo.id, recente.id] })

    // PocketBase runs the job in the background: wait for the child to be gone.
    await admin.crons.run("retencao")
    await expect
      .poll(() =>
        admin
          .collection("alunos")
          .getOne(antigo.id)
          .then(
            () => "kept",
            () => "gone",
          ),
      )
      .toBe("gone")

    const byAluno = { filter: admin.filter("aluno = {:id}", { id: antigo.id }) }
    expect(await admin.collection("chamadas").getFullList(byAluno)).toEqual([])
    expect(await admin.collection("atestados").getFullList(byAluno)).toEqual([])
    expect(await admin.collection("consentimentos").getFullList(byAluno)).toEqual([])
    expect((await admin.collection("alunos").getOne(recente.id)).nome).toBe("Bia Lima")
    expect((await admin.collection("galeria_escolinha").getOne(foto.id)).criancas).toEqual([recente.id])
    const entry = await admin
      .collection("atividades")
      .getFirstListItem('colecao = "retencao"', { sort: "-created" })
    expect(entry.descricao).toContain("1 criança da escolinha")
    expect(entry.descricao).not.toContain("Pedro")
  })

  it("a child deleted takes its published photos offline, naming no one", async () => {
    const nina = await aluno("Nina Costa")
    const foto = await photo("Festa", { criancas: [nina.id], publicada: true })
    await admin.collection("alunos").delete(nina.id)
    expect(await admin.collection("galeria_escolinha").getOne(foto.id)).toMatchObject({
      publicada: false,
      criancas: [],
      motivo_despublicacao: "Os dados de uma criança marcada foram excluídos",
    })
  })
})
