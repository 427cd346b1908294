// The board's event and yearly-calendar forms, and the upload limits of an event's image.
import { describe, expect, it } from "vitest"
import { calendarioSchema, eventoSchema, imagem } from "~/features/eventos/evento.schema"
import { IMAGEM_ARQUIVO } from "@veteranos/domain/arquivos"

const valido = { titulo: "Festa Junina", data: "2026-06-20", hora: "19:30" }

describe("the event form", () => {
  it("takes a title, a day and a time, with the rest optional", () => {
    expect(eventoSchema.parse({ ...valido, capacidade: "150" })).toMatchObject({ ...valido, capacidade: 150 })
    const semExtras = eventoSchema.parse(valido)
    expect(semExtras.capacidade).toBe(0)
    expect(semExtras.imagem).toBeUndefined()
  })

  it("says what is wrong with each field", () => {
    const result = eventoSchema.safeParse({ titulo: "", data: "20/06", hora: "25:00", capacidade: "-1" })
    expect(result.error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)).toEqual([
      "titulo: Título é obrigatório",
      "data: Data inválida",
      "hora: Hora inválida",
      "capacidade: Informe um número inteiro de pessoas (0 ou mais)",
    ])
  })
})

describe("the event image", () => {
  const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], "foto", { type })

  it("accepts a JPEG, PNG or WebP up to 5 MB, and no file at all", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"]) {
      expect(imagem.safeParse(file(5 * 1024 * 1024, type)).success).toBe(true)
    }
    expect(imagem.parse(file(0, "application/octet-stream"))).toBeUndefined()
    expect(imagem.parse(undefined)).toBeUndefined()
  })

  it("refuses anything bigger or of another kind (a GIF too)", () => {
    expect(imagem.safeParse(file(5 * 1024 * 1024 + 1, "image/png")).error?.issues[0]?.message).toBe(
      "A imagem deve ter no máximo 5 MB.",
    )
    for (const type of ["image/svg+xml", "image/gif"]) {
      expect(imagem.safeParse(file(10, type)).error?.issues[0]?.message).toBe(IMAGEM_ARQUIVO.tipoRecusado)
    }
  })
})

describe("the yearly calendar form", () => {
  it("takes a month by its name and what happens in it", () => {
    expect(calendarioSchema.parse({ mes: "Março", evento: "Aniversário da associação" })).toEqual({
      mes: "Março",
      evento: "Aniversário da associação",
    })
    expect(
      calendarioSchema.safeParse({ mes: "Marco", evento: "" }).error?.issues.map((i) => i.message),
    ).toEqual(["Escolha o mês", "Descreva o evento"])
  })
})
