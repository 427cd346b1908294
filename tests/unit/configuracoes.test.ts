// The association's settings as the shared table checks them (app/domain/configuracoes.js), for the
// settings page and PocketBase's hook alike: each wrong value gets its own message, each right one
// is stored as the pages use it, and the first start takes the environment or the defaults.
import { describe, expect, it } from "vitest"
import { CAMPOS } from "@veteranos/domain/associacao"
import {
  checkCampo,
  checkConfiguracoes,
  horariosOf,
  initialConfiguracoes,
} from "@veteranos/domain/configuracoes"

describe("the settings' checks", () => {
  it("name every required setting left empty, with its own message", () => {
    const { errors } = checkConfiguracoes({})
    expect(errors.nome).toBe(CAMPOS.nome.obrigatorio)
    expect(errors.pix_chave).toBe("Chave PIX inválida.")
    expect(errors.telefone).toBeUndefined()
  })

  it("store a CEP with its hyphen, and refuse one of another length", () => {
    expect(checkCampo("cep", "13500000")).toEqual({ value: "13500-000" })
    expect(checkCampo("cep", "1350-000")).toEqual({ error: CAMPOS.cep.invalido })
    expect(checkCampo("cnpj", "12345678000195")).toEqual({ value: "12.345.678/0001-95" })
    expect(checkCampo("cnpj", "12.345.678/0001-96")).toEqual({ error: CAMPOS.cnpj.invalido })
  })

  it("take phones with their area code, and refuse a number too short", () => {
    expect(checkCampo("whatsapp", "(19) 99812-4433")).toEqual({ value: "(19) 99812-4433" })
    expect(checkCampo("telefone", "3524-1080")).toEqual({ error: CAMPOS.telefone.invalido })
  })

  it("take the map only from OpenStreetMap, the one site the pages may frame", () => {
    expect(checkCampo("mapa_embed", "https://www.google.com/maps/embed?pb=1").error).toContain(
      "OpenStreetMap",
    )
    const osm = "https://www.openstreetmap.org/export/embed.html?bbox=1"
    expect(checkCampo("mapa_embed", osm)).toEqual({ value: osm })
    expect(checkCampo("instagram", "instagram.com/veteranos")).toEqual({ error: CAMPOS.instagram.invalido })
  })

  it("read the dues' amount as people write it, and the due day from 1 to 28", () => {
    expect(checkCampo("valor_mensalidade", "95,50")).toEqual({ value: 95.5 })
    expect(checkCampo("valor_mensalidade", "0")).toEqual({ error: CAMPOS.valor_mensalidade.invalido })
    expect(checkCampo("dia_vencimento", "28")).toEqual({ value: 28 })
    expect(checkCampo("dia_vencimento", "29")).toEqual({ error: CAMPOS.dia_vencimento.invalido })
  })

  it("take the reminder's days before the due day from 0 (none) to 15, whole days only", () => {
    expect(checkCampo("lembrete_dias_antes", "0")).toEqual({ value: 0 })
    expect(checkCampo("lembrete_dias_antes", "15")).toEqual({ value: 15 })
    const refused = { error: "Informe de 0 a 15 dias (0: sem lembrete antes do vencimento)." }
    for (const wrong of ["16", "-1", "2,5", "três"])
      expect(checkCampo("lembrete_dias_antes", wrong)).toEqual(refused)
  })

  it("take the statute's days and minutes as whole numbers within their limits", () => {
    expect(checkCampo("antecedencia_assembleia_dias", "10")).toEqual({ value: 10 })
    expect(checkCampo("antecedencia_assembleia_dias", "0")).toEqual({ value: 0 })
    const days = { error: "Informe a antecedência em dias, de 0 a 90." }
    for (const wrong of ["91", "-1", "7,5", "", "dez"])
      expect(checkCampo("antecedencia_assembleia_dias", wrong)).toEqual(days)
    expect(checkCampo("minutos_segunda_chamada", "240")).toEqual({ value: 240 })
    expect(checkCampo("minutos_segunda_chamada", "241")).toEqual({
      error: "Informe os minutos, de 0 a 240.",
    })
    expect(checkCampo("mandato_anos", "3")).toEqual({ value: 3 })
    const anos = { error: "Informe o mandato em anos, de 1 a 10." }
    for (const wrong of ["0", "11", "2,5", ""]) expect(checkCampo("mandato_anos", wrong)).toEqual(anos)
  })

  it("take the quorum and the qualified majority as fractions, stored without spaces", () => {
    expect(checkCampo("quorum_assembleia", " 1 / 2 ")).toEqual({ value: "1/2" })
    expect(checkCampo("maioria_qualificada", "2/3")).toEqual({ value: "2/3" })
    const refused = { error: "Escreva uma fração como 1/2 ou 2/3." }
    for (const wrong of ["3/2", "0/3", "50%", "0,5", ""])
      expect(checkCampo("quorum_assembleia", wrong)).toEqual(refused)
  })

  it("keep one opening period per line, each with its days and hours", () => {
    const horarios = "Segunda a sexta: 8h às 18h\n\n Sábado: 8h às 12h "
    expect(checkCampo("horarios", horarios)).toEqual({
      value: "Segunda a sexta: 8h às 18h\nSábado: 8h às 12h",
    })
    expect(horariosOf("Sábado: 8h às 12h")).toEqual([{ dias: "Sábado", horas: "8h às 12h" }])
    expect(checkCampo("horarios", "Sábado das 8h às 12h")).toEqual({ error: CAMPOS.horarios.invalido })
  })
})

describe("the first start's settings", () => {
  it("take each from its variable, else the default, and a wrong variable gives the default", () => {
    const env: Record<string, string> = {
      ASSOCIACAO_NOME: "Veteranos do Bairro",
      PIX_CHAVE: "não é chave",
    }
    const values = initialConfiguracoes((name) => env[name] ?? "")
    expect(values.nome).toBe("Veteranos do Bairro")
    expect(values.pix_chave).toBe(CAMPOS.pix_chave.padrao)
    expect(values.valor_mensalidade).toBe(CAMPOS.valor_mensalidade.padrao)
    expect(values).toMatchObject({
      antecedencia_assembleia_dias: 10,
      quorum_assembleia: "1/2",
      minutos_segunda_chamada: 30,
      maioria_qualificada: "2/3",
      mandato_anos: 3,
    })
  })
})
