// The announcements' shared rules (app/domain/comunicados.js): how its text splits into paragraphs
// (the e-mail and the page alike), and the board's form with the shared limits and messages.
import { COMUNICADO_MAX, COMUNICADO_MENSAGENS, paragraphsOf } from "@veteranos/domain/comunicados"
import { describe, expect, it } from "vitest"
import { comunicadoSchema } from "~/features/comunicados/comunicado.schema"

describe("paragraphsOf", () => {
  it("splits at blank lines and keeps single line breaks inside a paragraph", () => {
    expect(paragraphsOf("Primeira linha\r\nsegunda linha\n\n  \n\nOutro parágrafo  \n")).toEqual([
      ["Primeira linha", "segunda linha"],
      ["Outro parágrafo"],
    ])
  })

  it("drops empty lines and gives nothing for blank text", () => {
    expect(paragraphsOf("a\n \nb")).toEqual([["a"], ["b"]])
    expect(paragraphsOf("   \n\n ")).toEqual([])
  })
})

describe("the announcement form", () => {
  const valid = { titulo: "Assembleia geral", texto: "Dia 10, às 19h.", publico: "todos" }

  it("takes a title, a text and an audience, trimmed", () => {
    expect(comunicadoSchema.parse({ ...valid, titulo: "  Assembleia geral " })).toEqual(valid)
  })

  it("says what is missing or too long, in the shared words", () => {
    const result = comunicadoSchema.safeParse({ titulo: " ", texto: "", publico: "socios" })
    expect(result.error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`)).toEqual([
      `titulo: ${COMUNICADO_MENSAGENS.titulo}`,
      `texto: ${COMUNICADO_MENSAGENS.texto}`,
      `publico: ${COMUNICADO_MENSAGENS.publico}`,
    ])
    const long = comunicadoSchema.safeParse({
      ...valid,
      titulo: "t".repeat(COMUNICADO_MAX.titulo + 1),
      texto: "x".repeat(COMUNICADO_MAX.texto + 1),
    })
    expect(long.error?.issues.map((issue) => issue.path[0])).toEqual(["titulo", "texto"])
    expect(comunicadoSchema.safeParse({ ...valid, texto: "x".repeat(COMUNICADO_MAX.texto) }).success).toBe(
      true,
    )
  })
})
