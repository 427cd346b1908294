// An election on the votes page, through the site, in a PocketBase of this file's own
// (docs/decisions/elections.md): two members vote for different slates; 'Encerrar votação' shows the
// count and 'Empate'; 'Registrar desempate' for a slate that did not tie is refused beside its form
// with the statute's text kept (400), then records the tied slate the rule elects; 'Dar posse' gives
// the elected slate its seats once, and the page says when.
import { describe, expect, it, vi } from "vitest"
import { MENSAGENS } from "@veteranos/domain/eleicoes"
import { routeArgs, sessionCookie, toastOf, type FormReply } from "./support"

const kit = await vi.hoisted(() => import("./eleicoes-support").then((s) => s.eleicoesKit()))
const votacao = await import("~/routes/painel.assembleias_.$id_.votacao/route")

const { secretario, members, election, vote } = kit
const [ana, bia] = await members(2)
const { id, item, chapas } = await election([ana!, bia!])
const cookie = await sessionCookie(secretario.email)
const path = `/painel/assembleias/${id}/votacao`
const on = (form?: Record<string, string>) => ({ ...routeArgs(path, cookie, form), params: { id } })
const post = (form: Record<string, string>) => votacao.action(on(form))
const eleicaoOf = async () => (await votacao.loader(on())).eleicoes[item]!

describe("an election on the votes page", () => {
  it("closes in a tie, is decided by the statute's rule, and gives the elected slate its seats", async () => {
    await vote(ana!, item, chapas[0]!)
    await vote(bia!, item, chapas[1]!)
    expect(await eleicaoOf()).toMatchObject({ votacao: "aberta", votantes: 2, presentesAptos: 2 })

    const closed = (await post({ intent: "encerrar-votacao", id: item })) as Response
    expect(closed.status).toBe(303)
    expect((await toastOf(closed))?.title).toBe("Votação encerrada: empate.")
    const empate = await eleicaoOf()
    expect(empate.apuracao).toMatchObject({ branco: 0, nulo: 0, votantes: 2 })
    expect(empate.apuracao!.empate.toSorted()).toEqual([...chapas].sort())
    expect(empate.item.chapa_eleita).toBe("")

    const texto = "Art. 30: eleita a chapa cujo candidato a presidente é o associado mais antigo."
    const fora = (await post({
      intent: "desempate",
      item,
      chapa: "naoexiste12345a",
      texto,
    })) as unknown as FormReply
    expect(fora.init?.status).toBe(400)
    expect(fora.data.result.error?.[""]).toEqual([MENSAGENS.foraDoEmpate])
    expect(fora.data.result.initialValue).toMatchObject({ texto })

    const decided = (await post({ intent: "desempate", item, chapa: chapas[1]!, texto })) as Response
    expect((await toastOf(decided))?.title).toBe("Desempate registrado.")
    expect((await eleicaoOf()).item).toMatchObject({ chapa_eleita: chapas[1], desempate: texto })

    const posse = (await post({ intent: "posse", id: item })) as Response
    expect(posse.status).toBe(303)
    expect((await toastOf(posse))?.title).toBe("Posse dada.")
    expect((await eleicaoOf()).item.posse_em).not.toBe("")
    const again = (await post({ intent: "posse", id: item })) as Response
    expect((await toastOf(again))?.type).toBe("error")
  })
})
