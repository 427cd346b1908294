// An election where people read it, against the real PocketBase (docs/decisions/elections.md): the
// notice's public page lists each registered slate with its people by seat and links to the result
// once the vote closed; the minutes, from their reader, say the secret ballot, the turnout, each
// slate's votes, blank and null, and the elected people with their seats and CPF.
import { describe, expect, it, vi } from "vitest"
import { formatDate } from "@veteranos/domain/datas"
import { mandatoFimPadrao } from "@veteranos/domain/eleicoes"
import { apiPath } from "@veteranos/domain/rotas-api"
import { ataOf, type AtaDados } from "~/features/assembleias/ata"
import { clientWithToken } from "../support/api"

const kit = await vi.hoisted(() => import("./eleicoes-support").then((s) => s.eleicoesKit()))
const { db, admin, secretario, call, members, election, vote } = kit
const { ELEICAO } = await import("./eleicoes-support")
const { routeArgs } = await import("./support")
const { loader: edital } = await import("~/routes/assembleias_.$id/route")

const votantes = await members(3)
const { id, item, chapas } = await election(votantes)
const agenda = async () =>
  (await edital({ ...routeArgs(`/assembleias/${id}`), params: { id } })).edital.itens[0]!

describe("an election on the notice's public page", () => {
  it("lists the slates by number and name with each seat's person, and the result once counted", async () => {
    const before = await agenda()
    expect(before.chapas.map((chapa) => chapa.titulo)).toEqual(["Chapa 1 — Chapa 1", "Chapa 2 — Chapa 2"])
    expect(before.chapas[0]!.membros.map((membro) => membro.cargo)).toEqual([
      "Presidente",
      "Vice-Presidente",
      "Diretor Financeiro",
      "Secretário",
    ])
    expect(before.apuracao).toBeNull()

    await vote(votantes[0]!, item, chapas[0]!)
    await vote(votantes[1]!, item, chapas[0]!)
    await vote(votantes[2]!, item, "branco")
    await call(secretario, "closeVoting", item)
    expect((await agenda()).apuracao).toBe(`/assembleias/${id}/apuracao/${item}`)
  })
})

describe("an election in the minutes", () => {
  it("says the secret ballot, the count and the elected people with their seats and CPF", async () => {
    const presidente = await admin
      .collection("chapa_cargos")
      .getFirstListItem(`chapa = "${chapas[0]}" && cargo = "presidente"`)
    await admin.collection("cadastro_geral").update(presidente.conta, { cpf: "52998224725" })
    const pb = clientWithToken(db.url, secretario.token)
    const { dados } = await pb.send<{ dados: AtaDados }>(apiPath("panelPage"), {
      query: { caminho: `/painel/assembleias/${id}/ata` },
    })
    const [linha] = ataOf(dados.ata!).itens
    expect(linha!.votacao).toBe(
      "Forma de votação: por escrutínio secreto. Votaram 3 de 3 aptos presentes. " +
        "Chapa 1 — Chapa 1: 2 votos; Chapa 2 — Chapa 2: 0 votos; em branco: 1; nulos: 0. " +
        `Eleita a Chapa 1 — Chapa 1, para o mandato de ${formatDate(ELEICAO.mandato_inicio)} a ` +
        `${formatDate(mandatoFimPadrao(ELEICAO.mandato_inicio, 3))}:`,
    )
    expect(linha!.eleitos).toHaveLength(4)
    expect(linha!.eleitos[0]).toBe(`Presidente: ${presidente.nome}, CPF 529.982.247-25`)
  })
})
