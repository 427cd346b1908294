// LGPD against the real PocketBase: a member's export holds exactly their records (an assembly's too); a
// deletion request reaches the president's dashboard; a password change (/painel/seguranca, whose
// form is painel-seguranca.test.ts's) ends the other sessions; an applicant reads their own request
// but cannot decide it; the daily purge deletes what is past its age.
import { describe, expect, it, vi } from "vitest"
import { clientWithToken } from "../support/api"
import { thisYear } from "../support/hoje"
import { adminClient } from "../support/pocketbase"
import { storedPedidoSocio } from "../support/form-data"
import { memberWithHistory } from "./lgpd-support"
import { createPerson, routeArgs, sessionCookie, tokenOf, uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const meusDados = await import("~/routes/painel.meus-dados/route")
const seguranca = await import("~/routes/painel.seguranca/route")
const { loader: exportJson } = await import("~/routes/painel.meus-dados[.]json")
const { loader: exportCsv } = await import("~/routes/painel.meus-dados[.]csv")
const { loader: dashboard } = await import("~/routes/painel._index/route")
const { requireUser } = await import("~/auth/guards.server")
const configuracoes = await import("~/routes/painel.configuracoes/route")

const admin = await adminClient(db.url)
const withHistory = (label: string) => memberWithHistory(db.url, label)

describe("the data export", () => {
  it("holds exactly the member's own records, in JSON and in CSV", async () => {
    const ana = await withHistory("Ana")
    await withHistory("Bruno")
    const cookie = await sessionCookie(ana.email)

    const json = (await exportJson(routeArgs("/painel/meus-dados.json", cookie))) as Response
    expect(json.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(json.headers.get("Cache-Control")).toBe("no-store")
    const dados = await json.json()
    expect(dados.conta).toEqual([expect.objectContaining({ email: ana.email, nome: ana.nome })])
    expect(dados.filiacao).toEqual([expect.objectContaining({ situacao: "Ativo" })])
    expect(dados.mensalidades.map((m: { descricao: string }) => m.descricao)).toEqual(["Mensalidade de Ana"])
    expect(dados.pedidos_de_filiacao.map((p: { nome: string }) => p.nome)).toEqual(["Pedido de Ana"])
    const acessos = await admin.collection("acessos").getFullList({ filter: `usuario = "${ana.id}"` })
    expect(dados.acessos).toHaveLength(acessos.length)
    expect(dados.inscricoes_em_eventos).toEqual([
      expect.objectContaining({ evento: "Torneio de Ana", situacao: "Confirmada" }),
    ])
    expect(dados.comunicados_lidos).toEqual([expect.objectContaining({ comunicado: "Aviso de Ana" })])
    expect(JSON.stringify(dados)).not.toContain("Bruno")

    const file = (await exportCsv(routeArgs("/painel/meus-dados.csv", cookie))) as Response
    // Read as bytes: text() would drop the BOM the spreadsheet needs.
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await file.arrayBuffer())
    expect(csv.startsWith("\uFEFFSeção;Registro;Campo;Valor\r\n")).toBe(true)
    expect(csv).toMatch(/^Conta;1;Criada em;[\d/]{10} [\d:]{5}\r$[^]*^Mensalidades;1;Descrição;Mensalidade/m)
    expect(csv).toMatch(/^Assembleias;1;Assembleia;Assembleia Geral Ordinária\r$[^]*;Presente;Sim\r$/m)
    expect(csv).toContain("Assembleias;1;Presença marcada em;21/03/2026 19:05\r\n")
    expect(csv).not.toMatch(/Bruno|isentada_por_nome|true|false|\d{4}-\d{2}-\d{2}/)
  })

  it("is refused to a visitor, who is sent to log in", async () => {
    const response = await exportJson(routeArgs("/painel/meus-dados.json")).catch(
      (thrown: Response) => thrown,
    )
    expect((response as Response).status).toBe(303)
    expect((response as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/)
  })
})

describe("the applicant's own request", () => {
  it("can be read by them but never decided by them", async () => {
    const ana = await createPerson(db.url)
    const pedido = await admin.collection("pedido_socio").create(storedPedidoSocio(ana.email))
    const pb = clientWithToken(db.url, await tokenOf(db.url, ana.email))
    expect((await pb.collection("pedido_socio").getOne(pedido.id)).email).toBe(ana.email)
    await expect(
      pb.send(`/api/associacao/pedidos-socio/${pedido.id}/status`, {
        method: "POST",
        body: { status: "aprovado", seen: { status: "pendente" } },
      }),
    ).rejects.toMatchObject({ status: 404 })
    await expect(
      pb.collection("pedido_socio").update(pedido.id, { status: "aprovado" }),
    ).rejects.toMatchObject({ status: 404 })
    expect((await admin.collection("pedido_socio").getOne(pedido.id)).status).toBe("pendente")
  })
})

describe("the deletion request", () => {
  it("is stored with its date and shows on the president's dashboard with the deadline", async () => {
    const ana = await createPerson(db.url, { associado: 1 })
    const response = (await meusDados.action(
      routeArgs("/painel/meus-dados?acao=excluir", await sessionCookie(ana.email), {
        intent: "excluir",
        id: "conta",
      }),
    )) as Response
    expect(response.status).toBe(303)
    const stored = await admin.collection("cadastro_geral").getOne(ana.id)
    expect(Date.now() - Date.parse(stored.exclusao_pedida_em)).toBeLessThan(60_000)

    const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
    const data = (await dashboard(routeArgs("/painel", await sessionCookie(presidente.email)))) as {
      exclusoes: Array<{ email: string; diasRestantes: number }>
    }
    expect(data.exclusoes).toContainEqual(expect.objectContaining({ email: ana.email, diasRestantes: 15 }))

    // Nobody else is shown the requests.
    const diretor = await createPerson(db.url, { board: [{ cargo: "diretoria", tipo: "diretoria" }] })
    const other = (await dashboard(routeArgs("/painel", await sessionCookie(diretor.email)))) as {
      exclusoes: unknown
    }
    expect(other.exclusoes).toBeNull()
  })
})

describe("the password change", () => {
  it("keeps this session and ends every other one", async () => {
    const ana = await createPerson(db.url, { associado: 1 })
    const here = await sessionCookie(ana.email)
    const elsewhere = await sessionCookie(ana.email)
    const response = (await seguranca.action(
      routeArgs("/painel/seguranca", here, {
        intent: "senha",
        oldPassword: "senha-do-teste-1",
        password: "nova-senha-segura-2",
        passwordConfirm: "nova-senha-segura-2",
      }),
    )) as Response
    expect(response.status).toBe(303)
    const renewed = response.headers
      .getSetCookie()
      .find((line) => line.startsWith("sessao="))!
      .split(";")[0]!

    expect((await requireUser(routeArgs("/painel", renewed).request)).id).toBe(ana.id)
    const ended = await requireUser(routeArgs("/painel", elsewhere).request).catch(
      (thrown: Response) => thrown,
    )
    expect((ended as Response).status).toBe(303)
    expect((ended as Response).headers.get("Location")).toMatch(/^\/login/)
  })
})

describe("the daily purge", () => {
  const MONTH = 30 * 24 * 60 * 60 * 1000
  const ago = (months: number) => new Date(Date.now() - months * MONTH).toISOString().replace("T", " ")

  const entries = async () =>
    (await admin.collection("atividades").getList(1, 1, { filter: 'colecao = "retencao"' })).totalItems

  it("deletes exactly what is past its age and records only the counts", async () => {
    const pedido = (status: string, decidido_em: string) =>
      admin
        .collection("pedido_socio")
        .create(storedPedidoSocio(uniqueEmail("retencao"), { status, decidido_em }))
    const velhoReprovado = await pedido("reprovado", ago(13))
    const novoReprovado = await pedido("reprovado", ago(11))
    const velhoAprovado = await pedido("aprovado", ago(13))
    const escolinha = (data_nascimento: string) =>
      admin.collection("pedido_escolinha").create({
        nome_responsavel: "Responsável Teste",
        cpf_responsavel: "529.982.247-25",
        nome_crianca: "Criança Teste",
        data_nascimento,
        telefone: "(11) 98765-4321",
        email: uniqueEmail("escolinha"),
      })
    const contato = (respondido_em: string) =>
      admin.collection("contato").create({
        nome: "Contato Teste",
        email: uniqueEmail("contato"),
        telefone: "(11) 98765-4321",
        assunto: "Retenção",
        mensagem: "Uma mensagem de teste da retenção.",
        respondido_em,
      })
    const velhaRespondida = await contato(ago(13))
    const novaRespondida = await contato(ago(11))
    const semResposta = await contato("")
    const passou = await escolinha(`${thisYear() - 12}-01-15`)
    const naIdade = await escolinha(`${thisYear() - 8}-01-15`)
    // Members' imports hold the spreadsheet's people: a draft until its end, an import for the months.
    const importacao = async (update: Record<string, string>) => {
      const linhas = [{ linha: 2, nome: "Pessoa da Planilha", email: uniqueEmail("planilha") }]
      const draft = await admin.collection("importacoes").create({ arquivo_nome: "socios.csv", linhas })
      return admin.collection("importacoes").update(draft.id, update)
    }
    const rascunhoVencido = await importacao({ expira_em: ago(0.1) })
    const rascunho = await importacao({})
    const velhaImportada = await importacao({ status: "importada", importada_em: ago(13) })

    // PocketBase runs the job in the background: wait for its activity entry.
    const before = await entries()
    await admin.crons.run("retencao")
    await expect.poll(entries).toBe(before + 1)

    const exists = (collection: string, id: string) =>
      admin
        .collection(collection)
        .getOne(id)
        .then(() => true)
        .catch(() => false)
    expect(await exists("pedido_socio", velhoReprovado.id)).toBe(false)
    expect(await exists("pedido_socio", novoReprovado.id)).toBe(true)
    expect(await exists("pedido_socio", velhoAprovado.id)).toBe(true)
    expect(await exists("contato", velhaRespondida.id)).toBe(false)
    expect(await exists("contato", novaRespondida.id)).toBe(true)
    expect(await exists("contato", semResposta.id)).toBe(true)
    expect(await exists("pedido_escolinha", passou.id)).toBe(false)
    expect(await exists("pedido_escolinha", naIdade.id)).toBe(true)
    expect(await exists("importacoes", rascunhoVencido.id)).toBe(false)
    expect(await exists("importacoes", rascunho.id)).toBe(true)
    expect(await exists("importacoes", velhaImportada.id)).toBe(false)

    const [entrada] = (
      await admin.collection("atividades").getList(1, 1, { filter: 'colecao = "retencao"', sort: "-created" })
    ).items
    expect(entrada?.descricao).toMatch(/^Limpeza automática de dados antigos: \d+ pedidos? de filiação/)
    expect(entrada?.descricao).not.toContain(velhoReprovado.email)
    expect(entrada?.autor_nome).toBe("Sistema")

    // The president sees that it ran, on the settings page (this file's president, if one was made).
    const seat = await admin
      .collection("diretoria")
      .getFirstListItem<{ idCadGeral: string }>('cargo = "presidente"')
      .catch(() => null)
    const email = seat
      ? (await admin.collection("cadastro_geral").getOne(seat.idCadGeral)).email
      : (await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })).email
    const cookie = await sessionCookie(email)
    // The run is stored just after its activity entry: wait for it too.
    const shown = async () =>
      (await configuracoes.loader(routeArgs("/painel/configuracoes", cookie))).retencao
    await expect
      .poll(shown)
      .toMatch(/^Última limpeza automática de dados antigos: .+, 5 registros removidos\.$/)
  })
})
