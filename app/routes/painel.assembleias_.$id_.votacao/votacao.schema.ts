// An agenda item's vote ('Registrar votação': how it was voted and, by show of hands, the counts) and
// its notes for the minutes ('Salvar observações'), for the form in the browser and the action.
// PocketBase checks the counts against the members present who may vote (votosError in
// app/domain/assembleias-estatuto.js) and decides the result. An election's tie is broken by the
// statute's rule, written by the secretary, for one of the tied slates (docs/decisions/elections.md).
import { FORMAS, OBSERVACOES_MAX } from "@veteranos/domain/assembleias"
import { DESEMPATE_MAX, MENSAGENS as MENSAGENS_ELEICAO } from "@veteranos/domain/eleicoes"
import { optionalText, recordId, text } from "~/forms/fields"
import { z } from "~/forms/zod"

const CONTAGEM = "Informe um número inteiro, 0 ou mais."
const CONTAGEM_ABERTA = "Na votação aberta, informe os votos."

const contagem = z.number({ error: CONTAGEM }).int(CONTAGEM).min(0, CONTAGEM).optional()

export const votoSchema = z
  .object({
    item: recordId(),
    forma: z.enum(FORMAS, { error: "Escolha como o item foi votado." }),
    a_favor: contagem,
    contra: contagem,
    abstencoes: contagem,
  })
  .superRefine((voto, ctx) => {
    // By acclamation the counts are optional; by show of hands each is said, 0 included.
    if (voto.forma !== "aberta") return
    for (const campo of ["a_favor", "contra", "abstencoes"] as const) {
      if (voto[campo] === undefined) ctx.addIssue({ code: "custom", path: [campo], message: CONTAGEM_ABERTA })
    }
  })

export const observacoesSchema = z.object({
  item: recordId(),
  observacoes: optionalText(OBSERVACOES_MAX),
})

/** 'Registrar desempate': one of the tied slates and the statute's rule applied, as text. */
export const desempateSchema = z.object({
  item: recordId(),
  chapa: z
    .string({ error: MENSAGENS_ELEICAO.foraDoEmpate })
    .regex(/^[a-z0-9]{15}$/, MENSAGENS_ELEICAO.foraDoEmpate),
  texto: text(DESEMPATE_MAX, MENSAGENS_ELEICAO.desempateTexto),
})
