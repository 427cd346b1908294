// An agenda item's vote ('Registrar votação': how it was voted and, by show of hands, the counts) and
// its notes for the minutes ('Salvar observações'), for the form in the browser and the action.
// PocketBase checks the counts against the members present who may vote (votosError in
// app/domain/assembleias-estatuto.js) and decides the result.
import { FORMAS, OBSERVACOES_MAX } from "@veteranos/domain/assembleias"
import { optionalText, recordId } from "~/forms/fields"
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
